import { useState } from 'react';
import type { PreviewCreated } from '@contract/preview';
import { SecondaryButton } from '../ui/buttons';
import { FieldError } from '../ui/form-field';
import { errorMessage } from '../ui/server-message';
import { previewMessages } from './messages';

/** What a `savePreview` mutation resolves to (RTK Query's result). */
export type PreviewResult = { data: PreviewCreated } | { error: unknown };

/** The console's preview screen for a preview link (its own chunk, routes.tsx). */
export const previewScreenAddress = (link: string) => `/admin/preview?link=${encodeURIComponent(link)}`;

/**
 * 预览 beside 保存: sends the form's values as they are now (saved or not) to the family's
 * `savePreview` and opens the preview screen in a new window, so the form stays as typed. The
 * window is opened at the click (a window opened after the answer would be blocked) and sent to
 * the screen when the answer comes; a refusal closes it and shows the server's message here.
 */
export function PreviewButton({ send }: { send: () => PromiseLike<PreviewResult> }) {
  const [making, setMaking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  const preview = async () => {
    setMessage(null);
    setBlocked(null);
    setMaking(true);
    const opened = window.open('', '_blank');
    try {
      const result = await send();
      if ('error' in result) {
        opened?.close();
        setMessage(errorMessage(result.error) ?? previewMessages.failed);
        return;
      }
      const address = previewScreenAddress(result.data.url);
      if (opened) {
        opened.opener = null;
        opened.location.href = address;
      } else setBlocked(address);
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      <SecondaryButton type="button" onClick={() => void preview()} disabled={making}>
        {making ? previewMessages.making : previewMessages.button}
      </SecondaryButton>
      {blocked ? (
        <a href={blocked} target="_blank" rel="noopener noreferrer">
          {previewMessages.blockedOpen}
        </a>
      ) : null}
      {message ? <FieldError role="alert">{message}</FieldError> : null}
    </>
  );
}
