import { useDetailsAdminQuery, useSaveAdminMutation } from '@/api/generated/bms-api';
import { normalizeGrants, type RoleGrant } from '@contract/roles';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { uiMessages } from '../ui/messages';
import { FormScreen } from '../ui/page-header';
import { RecordPending, useRecordDetails } from '../ui/record-screens';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { AccountForm } from './account-form';
import { accountMessages } from './messages';

/** `roles` for the save when the form changed them (normalised, so a reordering is no change). */
function rolesIfChanged(stored: readonly RoleGrant[], edited: readonly RoleGrant[]) {
  const roles = normalizeGrants(edited);
  return JSON.stringify(roles) === JSON.stringify(normalizeGrants(stored)) ? {} : { roles };
}

/**
 * 编辑账号: name, 邮箱 (sent when changed; empty removes it), 角色 (sent when changed, as the server
 * stores them), enabled (the username stays).
 */
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
          roles: [...data.roles],
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
            enabled: values.enabled,
            ...(values.email === (data.email ?? '') ? {} : { email: values.email }),
            ...rolesIfChanged(data.roles, values.roles),
          })
        }
      />
    </FormScreen>
  );
}
