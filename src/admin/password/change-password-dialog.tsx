import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useState } from 'react';
import { useUpdatePasswordAdminMutation } from '@/api/generated/bms-api';
import { Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { showSuccessToast } from '@/features/feedback/toast';
import { PASSWORD_MIN } from '@contract/staff';
import { fieldValue } from '../ui/form-field';
import { DialogFormActions, FormDialogContent } from '../ui/form-dialog';
import { PasswordField } from '../ui/password-field';
import { passwordMessages } from './messages';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirm', string>>;

/**
 * 修改密码 (top bar): the current password and the new one twice. The server ends the account's
 * other sessions and gives this browser a fresh one, so the user stays signed in here.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [updatePassword, { isLoading }] = useUpdatePasswordAdminMutation();
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const oldPassword = fieldValue(form, 'oldPassword');
    const newPassword = fieldValue(form, 'newPassword');
    const confirm = fieldValue(form, 'confirm');
    const found: Errors = {};
    if (!oldPassword) found.oldPassword = passwordMessages.oldMissing;
    if (newPassword.length < PASSWORD_MIN) found.newPassword = passwordMessages.tooShort(PASSWORD_MIN);
    else if (newPassword === oldPassword) found.newPassword = passwordMessages.same;
    if (!found.newPassword && confirm !== newPassword) found.confirm = passwordMessages.mismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await updatePassword({ oldPassword, newPassword });
    if ('data' in result) {
      showSuccessToast(passwordMessages.done);
      onClose();
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <Overlay />
        <FormDialogContent>
          <Title>{passwordMessages.title}</Title>
          <Description>{passwordMessages.description}</Description>
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <PasswordField
              label={passwordMessages.oldPassword}
              name="oldPassword"
              autoComplete="current-password"
              error={errors.oldPassword}
            />
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
            <DialogFormActions
              busy={isLoading}
              submitLabel={passwordMessages.save}
              busyLabel={passwordMessages.saving}
              cancelLabel={passwordMessages.cancel}
            />
          </form>
        </FormDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
