import { useDetailsAdminQuery, useSaveAdminMutation } from '@/api/generated/bms-api';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { uiMessages } from '../ui/messages';
import { FormScreen } from '../ui/page-header';
import { RecordPending, useRecordDetails } from '../ui/record-screens';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { AccountForm } from './account-form';
import { accountMessages } from './messages';

/** 编辑账号: name, 邮箱 (sent when changed; empty removes it), permissions, enabled (the username stays). */
export function AccountEditPage() {
  const me = useConsoleSelector(selectStaff);
  const { id, data, missing } = useRecordDetails(useDetailsAdminQuery);
  const [save, { isLoading: saving }] = useSaveAdminMutation();
  const { submit, serverError } = useSaveThenBack(save, '/accounts', uiMessages.saved);

  if (missing || !data)
    return <RecordPending missing={missing} titles={accountMessages} backTo="/accounts" />;

  return (
    <FormScreen title={accountMessages.editTitle(data.username)}>
      <AccountForm
        key={data.updatedAt}
        mode="edit"
        isSelf={data.id === me?.id}
        initial={{
          username: data.username,
          displayName: data.displayName,
          permissions: data.permissions,
          enabled: data.enabled,
          email: data.email ?? '',
          onboarding: 'password',
          password: '',
        }}
        saving={saving}
        serverError={serverError}
        onSubmit={(values) =>
          submit({
            id,
            displayName: values.displayName,
            permissions: values.permissions,
            enabled: values.enabled,
            ...(values.email === (data.email ?? '') ? {} : { email: values.email }),
          })
        }
      />
    </FormScreen>
  );
}
