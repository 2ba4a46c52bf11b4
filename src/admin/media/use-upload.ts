import { useCallback, useEffect, useRef, useState } from 'react';
import { bmsApi } from '@/api/generated/bms-api';
import { cmsApi } from '@/api/generated/cms-api';
import { CODE } from '@contract/codes';
import type { ServerFile } from '@contract/server-file';
import { useConsoleDispatch } from '../app/store';
import { type MediaKind, refusalOf, UploadError, uploadFile } from './upload-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; name: string }
  | { status: 'done'; file: ServerFile; chosenName: string }
  | { status: 'failed'; message: string };

/**
 * One file box's upload: checks the file, sends it with its progress, and refreshes the media
 * library when it is stored. Leaving the page cancels a running upload. `onUploaded` gets the
 * stored file and the name the file was chosen by: the same bytes uploaded before answer that
 * earlier file, whose stored name may be another.
 */
export function useUpload(kind: MediaKind, onUploaded: (file: ServerFile, chosenName: string) => void) {
  const dispatch = useConsoleDispatch();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const refusal = refusalOf(file, kind);
      if (refusal) {
        setState({ status: 'failed', message: refusal });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'uploading', percent: 0, name: file.name });
      try {
        const stored = await uploadFile(file, {
          signal: controller.signal,
          onProgress: (percent) =>
            setState((now) => (now.status === 'uploading' ? { ...now, percent } : now)),
        });
        dispatch(cmsApi.util.invalidateTags(['ServerFile']));
        setState({ status: 'done', file: stored, chosenName: file.name });
        onUploaded(stored, file.name);
      } catch (error) {
        if (controller.signal.aborted) {
          setState({ status: 'idle' });
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'failed', message });
        // The session ended meanwhile: ask again, and the console's session sends the user to
        // sign in and back (src/admin/app/session-slice.ts).
        if (error instanceof UploadError && error.code === CODE.notSignedIn) {
          void dispatch(bmsApi.endpoints.signInfoAdmin.initiate(undefined, { forceRefetch: true }));
        }
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [dispatch, kind, onUploaded],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, start, cancel };
}
