import { PrimaryButton, SecondaryLink } from './buttons';
import { FormActions } from './form-field';
import { Notice } from './layout';
import { uiMessages } from './messages';

/**
 * A record form's end: the server's message that names no field (above the buttons), 保存
 * (正在保存… while it saves) and 取消 back to the list.
 */
export function SaveOrCancel({
  saving,
  disabled,
  cancelTo,
  cancelLabel = uiMessages.cancel,
  message,
}: {
  saving: boolean;
  disabled?: boolean;
  cancelTo: string;
  cancelLabel?: string;
  message?: string | null;
}) {
  return (
    <>
      {message ? <Notice role="alert">{message}</Notice> : null}
      <FormActions>
        <PrimaryButton type="submit" disabled={saving || disabled}>
          {saving ? uiMessages.saving : uiMessages.save}
        </PrimaryButton>
        <SecondaryLink to={cancelTo}>{cancelLabel}</SecondaryLink>
      </FormActions>
    </>
  );
}
