import { type FormEvent, useState } from 'react';
import { useUpdatePasswordAdminMutation } from '@/api/generated/bms-api';
import { PASSWORD_MIN } from '@contract/staff';
import { fieldValue } from '../ui/form-field';
import { PasswordField } from '../ui/password-field';
import { passwordMessages } from './messages';

export type ChangePasswordErrors = Partial<Record<'oldPassword' | 'newPassword' | 'confirm', string>>;

/**
 * 修改密码's checks and call, shared by the top bar's dialog and the page an account with a
 * password an admin set is kept on: the current password and the new one twice; `onDone` once
 * the server has taken it (it ends the account's other sessions and gives this browser a fresh one).
 */
export function useChangePassword(onDone: () => void) {
  const [updatePassword, { isLoading }] = useUpdatePasswordAdminMutation();
  const [errors, setErrors] = useState<ChangePasswordErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const oldPassword = fieldValue(form, 'oldPassword');
    const newPassword = fieldValue(form, 'newPassword');
    const confirm = fieldValue(form, 'confirm');
    const found: ChangePasswordErrors = {};
    if (!oldPassword) found.oldPassword = passwordMessages.oldMissing;
    if (newPassword.length < PASSWORD_MIN) found.newPassword = passwordMessages.tooShort(PASSWORD_MIN);
    else if (newPassword === oldPassword) found.newPassword = passwordMessages.same;
    if (!found.newPassword && confirm !== newPassword) found.confirm = passwordMessages.mismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await updatePassword({ oldPassword, newPassword });
    if ('data' in result) onDone();
  };

  return { errors, busy: isLoading, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}

/** 新密码 and 再次输入新密码 (fields `newPassword`, `confirm`): also the page a password link opens. */
export function NewPasswordFields({
  errors,
}: {
  errors: Pick<ChangePasswordErrors, 'newPassword' | 'confirm'>;
}) {
  return (
    <>
      <PasswordField
        label={passwordMessages.newPassword}
        name="newPassword"
        autoComplete="new-password"
        hint={passwordMessages.newPasswordHint(PASSWORD_MIN)}
        error={errors.newPassword}
      />
      <PasswordField
        label={passwordMessages.confirmPassword}
        name="confirm"
        autoComplete="new-password"
        error={errors.confirm}
      />
    </>
  );
}

/** The three boxes: 当前密码, 新密码, 再次输入新密码. */
export function ChangePasswordFields({
  errors,
  oldPasswordLabel = passwordMessages.oldPassword,
}: {
  errors: ChangePasswordErrors;
  oldPasswordLabel?: string;
}) {
  return (
    <>
      <PasswordField
        label={oldPasswordLabel}
        name="oldPassword"
        autoComplete="current-password"
        error={errors.oldPassword}
      />
      <NewPasswordFields errors={errors} />
    </>
  );
}
