import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PASSWORD_MIN } from '@contract/staff';
import type { PermissionName } from '@contract/permissions';
import { primaryButtonStyle, secondaryButtonStyle } from '../ui/buttons';
import { CheckRow, Fieldset, FormActions, Hint, TextField } from '../ui/form-field';
import { accountMessages } from './messages';
import { PermissionCheckboxes } from './permission-checkboxes';

const Save = styled.button`
  ${primaryButtonStyle};
`;
const Cancel = styled(Link)`
  ${secondaryButtonStyle};
`;

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const locked: PermissionName[] = isSelf ? ['accounts'] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAccount(values, mode);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, displayName: values.displayName.trim() });
  };

  return (
    <form noValidate onSubmit={submit}>
      {mode === 'create' ? (
        <TextField
          label={accountMessages.username}
          name="username"
          autoComplete="off"
          hint={accountMessages.usernameHint}
          value={values.username}
          onChange={(event) => set('username', event.target.value.trim())}
          error={errors.username}
          required
        />
      ) : null}
      <TextField
        label={accountMessages.displayName}
        name="displayName"
        autoComplete="off"
        maxLength={32}
        value={values.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={errors.displayName}
        required
      />
      {mode === 'create' ? (
        <TextField
          label={accountMessages.password}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={accountMessages.passwordHint}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={errors.password}
        />
      ) : null}
      <PermissionCheckboxes
        value={values.permissions}
        onChange={(mask) => set('permissions', mask)}
        locked={locked}
        lockedReason={accountMessages.selfLocked}
      />
      {mode === 'edit' ? (
        <Fieldset>
          <legend>{accountMessages.status}</legend>
          <CheckRow>
            <input
              type="checkbox"
              name="enabled"
              checked={values.enabled}
              disabled={isSelf}
              aria-describedby={isSelf ? 'enabled-locked-reason' : undefined}
              onChange={(event) => set('enabled', event.target.checked)}
            />
            {accountMessages.enabledToggle}
          </CheckRow>
          {isSelf ? <Hint id="enabled-locked-reason">{accountMessages.selfLocked}</Hint> : null}
        </Fieldset>
      ) : null}
      <FormActions>
        <Save type="submit" disabled={saving}>
          {saving ? accountMessages.saving : accountMessages.save}
        </Save>
        <Cancel to="/accounts">{accountMessages.cancel}</Cancel>
      </FormActions>
    </form>
  );
}
