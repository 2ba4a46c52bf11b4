import { PASSWORD_MIN } from '@contract/staff';
import { PERMISSION_NAMES, type PermissionName } from '@contract/permissions';
import { CheckboxFieldset, TextField } from '../ui/form-field';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { useRecordForm } from '../ui/use-record-form';
import { accountMessages } from './messages';
import { PermissionCheckboxes } from './permission-checkboxes';

export type AccountFormValues = {
  username: string;
  displayName: string;
  permissions: number;
  enabled: boolean;
  password: string;
};

type Errors = Partial<Record<'username' | 'displayName' | 'password', string>>;

const USERNAME = /^[A-Za-z0-9_.-]{2,32}$/;
/** contract/staff.ts DisplayName: 1 to 32 characters, no control characters, no markup. */
const isDisplayName = (name: string) =>
  name.length >= 1 &&
  [...name].length <= 32 &&
  [...name].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code > 0x1f && code !== 0x7f && char !== '<' && char !== '>';
  });

/** The checks of contract/staff.ts, in the browser, so that a typo is named beside its field. */
export function validateAccount(values: AccountFormValues, mode: 'create' | 'edit'): Errors {
  const errors: Errors = {};
  if (mode === 'create') {
    if (!values.username) errors.username = accountMessages.usernameMissing;
    else if (!USERNAME.test(values.username)) errors.username = accountMessages.usernameInvalid;
    if (values.password && values.password.length < PASSWORD_MIN)
      errors.password = accountMessages.passwordTooShort(PASSWORD_MIN);
  }
  if (!values.displayName.trim()) errors.displayName = accountMessages.displayNameMissing;
  else if (!isDisplayName(values.displayName.trim())) errors.displayName = accountMessages.displayNameInvalid;
  return errors;
}

type AccountFormProps = {
  mode: 'create' | 'edit';
  initial: AccountFormValues;
  /** Editing one's own account: the enabled box and the accounts bit are locked. */
  isSelf?: boolean;
  saving: boolean;
  onSubmit: (values: AccountFormValues) => void;
};

/** Create and edit: username (create only), name, password (create only), permissions, enabled. */
export function AccountForm({ mode, initial, isSelf = false, saving, onSubmit }: AccountFormProps) {
  const { values, set, field, submit } = useRecordForm({
    initial,
    validate: (candidate: AccountFormValues) => validateAccount(candidate, mode),
    onSubmit: (checked: AccountFormValues) =>
      onSubmit({ ...checked, displayName: checked.displayName.trim() }),
  });
  // Nobody changes their own bits: another account with 账号管理 does (the server refuses too).
  const locked: readonly PermissionName[] = isSelf ? PERMISSION_NAMES : [];

  return (
    <form noValidate onSubmit={submit}>
      {mode === 'create' ? (
        <TextField
          label={accountMessages.username}
          autoComplete="off"
          hint={accountMessages.usernameHint}
          {...field('username', { trim: true })}
          required
        />
      ) : null}
      <TextField
        label={accountMessages.displayName}
        autoComplete="off"
        maxLength={32}
        {...field('displayName')}
        required
      />
      {mode === 'create' ? (
        <TextField
          label={accountMessages.password}
          type="password"
          autoComplete="new-password"
          hint={accountMessages.passwordHint}
          {...field('password')}
        />
      ) : null}
      <PermissionCheckboxes
        value={values.permissions}
        onChange={(mask) => set('permissions', mask)}
        locked={locked}
        lockedReason={accountMessages.selfLocked}
      />
      {mode === 'edit' ? (
        <CheckboxFieldset
          legend={accountMessages.status}
          label={accountMessages.enabledToggle}
          name="enabled"
          checked={values.enabled}
          disabled={isSelf}
          hint={isSelf ? accountMessages.selfLocked : null}
          onChange={(checked) => set('enabled', checked)}
        />
      ) : null}
      <SaveOrCancel saving={saving} cancelTo="/accounts" />
    </form>
  );
}
