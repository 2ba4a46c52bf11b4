import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { showSuccessToast } from '@/features/feedback/toast';
import { DialogFormActions, FormDialogContent } from '../ui/form-dialog';
import { ChangePasswordFields, useChangePassword } from './change-password-fields';
import { passwordMessages } from './messages';

/**
 * 修改密码 (top bar): the current password and the new one twice. The server ends the account's
 * other sessions and gives this browser a fresh one, so the user stays signed in here.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { errors, busy, onSubmit } = useChangePassword(() => {
    showSuccessToast(passwordMessages.done);
    onClose();
  });

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <Overlay />
        <FormDialogContent>
          <Title>{passwordMessages.title}</Title>
          <Description>{passwordMessages.description}</Description>
          <form noValidate onSubmit={onSubmit}>
            <ChangePasswordFields errors={errors} />
            <DialogFormActions
              busy={busy}
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
