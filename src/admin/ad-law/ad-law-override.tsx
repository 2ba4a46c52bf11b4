import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useState } from 'react';
import {
  AD_LAW_OVERRIDE_MAX,
  AD_LAW_OVERRIDE_MESSAGE,
  AD_LAW_OVERRIDE_MIN,
  type AdLawHit,
} from '@contract/ad-law';
import { Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { DialogFormActions, FormDialogContent } from '../ui/form-dialog';
import { Notice } from '../ui/layout';
import { TextAreaField } from '../ui/text-area-field';
import { AdLawHits } from './ad-law-hits';
import { adLawMessages as t } from './messages';

/** The reason as it is sent, and whether it is one the server takes (5 to 200 characters, trimmed). */
export function overrideReasonProblem(reason: string): string | null {
  const length = [...reason.trim()].length;
  return length < AD_LAW_OVERRIDE_MIN || length > AD_LAW_OVERRIDE_MAX ? AD_LAW_OVERRIDE_MESSAGE : null;
}

/**
 * 以理由放行广告法提示: asks a reviewer why the hits may stay (5 to 200 characters), showing the
 * hits (or the server's refusal message, when the hits are not at hand). `onConfirm` gets the
 * trimmed reason, to be sent again as the call's `adLawOverride`; the caller closes the dialog.
 */
export function AdLawOverrideDialog({
  hits,
  message,
  busy = false,
  onConfirm,
  onCancel,
}: {
  hits?: readonly AdLawHit[];
  message?: string;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = overrideReasonProblem(reason);
    setError(problem);
    if (problem === null) onConfirm(reason.trim());
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <Overlay />
        <FormDialogContent>
          <Title>{t.overrideTitle}</Title>
          <Description>{t.overrideIntro}</Description>
          {hits && hits.length > 0 ? <AdLawHits hits={hits} withLabels /> : null}
          {(!hits || hits.length === 0) && message ? <Notice>{message}</Notice> : null}
          <form noValidate onSubmit={submit}>
            <TextAreaField
              label={t.overrideReason}
              hint={t.overrideHint(AD_LAW_OVERRIDE_MIN, AD_LAW_OVERRIDE_MAX)}
              name="adLawOverride"
              rows={3}
              maxLength={AD_LAW_OVERRIDE_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={error}
              required
            />
            <DialogFormActions
              busy={busy}
              submitLabel={t.confirm}
              busyLabel={t.confirming}
              cancelLabel={t.cancel}
            />
          </form>
        </FormDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
