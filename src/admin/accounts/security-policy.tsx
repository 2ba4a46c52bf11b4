import {
  useGetSecurityPolicyAdminQuery,
  useUpdateSecurityPolicyAdminMutation,
} from '@/api/generated/bms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { CheckboxFieldset } from '../ui/form-field';
import { accountMessages } from './messages';

/**
 * 登录安全 (issue 23 item 2): whether accounts holding 账号管理 or 线索导出 must sign in with a
 * code. Turning it on asks first, and needs the admin's own two-factor sign-in (the server says so).
 */
export function SecurityPolicyToggle() {
  const me = useConsoleSelector(selectStaff);
  const policy = useGetSecurityPolicyAdminQuery();
  const [update, { isLoading }] = useUpdateSecurityPolicyAdminMutation();
  if (!policy.data) return null;

  const onChange = async (requireTwoFactor: boolean) => {
    if (requireTwoFactor && !(await confirmDialog({ message: accountMessages.policyConfirm }))) return;
    const result = await update({ requireTwoFactor });
    if ('data' in result)
      showSuccessToast(requireTwoFactor ? accountMessages.policyOn : accountMessages.policyOff);
  };

  return (
    <CheckboxFieldset
      legend={accountMessages.policyLegend}
      label={accountMessages.policyLabel}
      name="requireTwoFactor"
      checked={policy.data.requireTwoFactor}
      disabled={isLoading}
      hint={me?.twoFactorEnabled ? accountMessages.policyHint : accountMessages.policyNeedsOwn}
      onChange={(checked) => void onChange(checked)}
    />
  );
}
