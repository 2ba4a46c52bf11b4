import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useUpdatePasswordAdminMutation } from '@/api/generated/bms-api';
import { Content as DialogContent, Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { showSuccessToast } from '@/features/feedback/toast';
import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/staff';
import { PrimaryButton, secondaryButtonStyle } from '../ui/buttons';
import { fieldValue, FormActions, TextField } from '../ui/form-field';
import { passwordMessages } from './messages';
import { inputWidthPlus } from '../ui/theme-helpers';

/** The seed's dialog box, a field wider: it holds a form. */
const Content = styled(DialogContent)`
  max-width: ${inputWidthPlus(8, 6)};
`;

const Cancel = styled.button`
  ${secondaryButtonStyle};
  min-height: ${({ theme }) => theme.space[7]}px;
`;

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
        <Content>
          <Title>{passwordMessages.title}</Title>
          <Description>{passwordMessages.description}</Description>
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField
              label={passwordMessages.oldPassword}
              name="oldPassword"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              error={errors.oldPassword}
              required
            />
            <TextField
              label={passwordMessages.newPassword}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              hint={passwordMessages.newPasswordHint(PASSWORD_MIN)}
              error={errors.newPassword}
              required
            />
            <TextField
              label={passwordMessages.confirmPassword}
              name="confirm"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              error={errors.confirm}
              required
            />
            <FormActions>
              <PrimaryButton type="submit" disabled={isLoading}>
                {isLoading ? passwordMessages.saving : passwordMessages.save}
              </PrimaryButton>
              <AlertDialog.Cancel asChild>
                <Cancel type="button">{passwordMessages.cancel}</Cancel>
              </AlertDialog.Cancel>
            </FormActions>
          </form>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
