import type { ReactNode } from 'react';
import { PrimaryButton, SecondaryLink } from './buttons';
import { FormActions } from './form-field';
import { Notice } from './layout';
import { uiMessages } from './messages';

/** 保存 (or the form's own word for it: 保存跟进 …), 正在保存… while it saves. */
export function SaveButton({
  saving,
  disabled,
  label = uiMessages.save,
}: {
  saving: boolean;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <PrimaryButton type="submit" disabled={saving || disabled}>
      {saving ? uiMessages.saving : label}
    </PrimaryButton>
  );
}

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
  extra,
  saveLabel,
}: {
  saving: boolean;
  disabled?: boolean;
  /** The save button's words when it is not 保存 (保存草稿). */
  saveLabel?: string;
  cancelTo: string;
  cancelLabel?: string;
  message?: string | null;
  /** After 取消: the screen's own buttons (预览). */
  extra?: ReactNode;
}) {
  return (
    <>
      {message ? <Notice role="alert">{message}</Notice> : null}
      <FormActions>
        <SaveButton saving={saving} disabled={disabled} label={saveLabel} />
        <SecondaryLink to={cancelTo}>{cancelLabel}</SecondaryLink>
        {extra}
      </FormActions>
    </>
  );
}
