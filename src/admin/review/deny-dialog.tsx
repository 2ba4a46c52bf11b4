import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useState } from 'react';
import { ReviewReturnBody } from '@contract/review';
import { Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { DialogFormActions, FormDialogContent } from '../ui/form-dialog';
import { propertyOf } from '../ui/resource-fields';
import { TextAreaField } from '../ui/text-area-field';
import { reviewMessages as t } from './messages';

/** 退回意见 as the contract names and limits it (ReviewReturnBody: 1 to 500 characters, its messages). */
const COMMENT = propertyOf(ReviewReturnBody, 'comment');
const COMMENT_MIN = COMMENT.minLength ?? 1;
const COMMENT_MAX = COMMENT.maxLength ?? 500;

/** What is wrong with a comment as typed (trimmed, as the server reads it), or null. */
export function commentProblem(comment: string): string | null {
  const length = comment.trim().length;
  if (length === 0) return COMMENT['x-messages']?.missing ?? COMMENT['x-messages']?.invalid ?? null;
  return length < COMMENT_MIN || length > COMMENT_MAX ? (COMMENT['x-messages']?.invalid ?? null) : null;
}

/**
 * 退回修改: asks the reviewer what the author should change (退回意见, required, 1 to 500
 * characters). `onConfirm` gets the trimmed comment; the caller sends it and closes the dialog.
 * `error`: the server's refusal of the last try, shown under the box.
 */
export function DenyDialog({
  name,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = commentProblem(comment);
    setProblem(found);
    if (found === null) onConfirm(comment.trim());
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <Overlay />
        <FormDialogContent>
          <Title>{t.denyTitle}</Title>
          <Description>{t.denyIntro(name)}</Description>
          <form noValidate onSubmit={submit}>
            <TextAreaField
              label={COMMENT.title ?? t.comment}
              hint={t.denyHint(COMMENT_MIN, COMMENT_MAX)}
              name="comment"
              rows={4}
              maxLength={COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              error={problem ?? error}
              required
            />
            <DialogFormActions
              busy={busy}
              submitLabel={t.denyConfirm}
              busyLabel={t.denying}
              cancelLabel={t.cancel}
            />
          </form>
        </FormDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
