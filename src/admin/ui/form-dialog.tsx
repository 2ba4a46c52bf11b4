import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styled from 'styled-components';
import { Content } from '@/features/feedback/dialog-view';
import { PrimaryButton, secondaryButtonStyle } from './buttons';
import { FormActions } from './form-field';
import { inputWidthPlus } from './theme-helpers';

/** The seed's dialog box, a field wider: it holds a form (修改密码, the step-up's password). */
export const FormDialogContent = styled(Content)`
  max-width: ${inputWidthPlus(8, 6)};
`;

const Cancel = styled.button`
  ${secondaryButtonStyle};
  min-height: ${({ theme }) => theme.space[7]}px;
`;

/**
 * A form dialog's end: its submit button (`busyLabel` while the call is under way, when it is
 * also disabled) and 取消, which closes the dialog as Esc does.
 */
export function DialogFormActions({
  busy,
  submitLabel,
  busyLabel,
  cancelLabel,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
}) {
  return (
    <FormActions>
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </PrimaryButton>
      <AlertDialog.Cancel asChild>
        <Cancel type="button">{cancelLabel}</Cancel>
      </AlertDialog.Cancel>
    </FormActions>
  );
}
