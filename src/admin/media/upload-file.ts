import { isEnvelope } from '@/api/envelope';
import { CODE } from '@contract/codes';
import { type ServerFile, UPLOAD_LIMITS, UPLOAD_TYPES } from '@contract/server-file';
import { mediaMessages } from './messages';

export const UPLOAD_URL = '/api/cms/resource/serverFile/upload';

export type MediaKind = 'image' | 'video';

/** The `accept` of a file box: the types the server takes for this kind. */
export const acceptOf = (kind: MediaKind) =>
  Object.values(UPLOAD_TYPES)
    .filter((type) => type.startsWith(`${kind}/`))
    .join(',');

/**
 * Why the server would refuse this file, told before a byte is sent (a 150 MB video should not
 * upload for a minute to be refused). The server still reads the type from the file's bytes.
 */
export function refusalOf(file: File, kind: MediaKind): string | null {
  if (!acceptOf(kind).split(',').includes(file.type)) return mediaMessages.wrongType[kind];
  if (file.size > UPLOAD_LIMITS[kind]) return mediaMessages.tooLarge[kind];
  return null;
}

/** An upload the server refused or that never arrived; `code` is the envelope's, when there is one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export type UploadOptions = {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends one file to the server's upload route and resolves with the stored file.
 * XMLHttpRequest rather than the base query's fetch: fetch reports no upload progress, and a
 * 200 MB video needs a progress bar. Same origin, with the session cookie; the browser adds the
 * Origin header the server's cross-site check reads.
 */
export function uploadFile(file: File, { onProgress, signal }: UploadOptions = {}): Promise<ServerFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.floor((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (!isEnvelope(body)) {
        reject(new UploadError(mediaMessages.failed));
      } else if (body.code !== CODE.ok) {
        reject(new UploadError(body.message || mediaMessages.failed, body.code));
      } else {
        onProgress?.(100);
        resolve(body.data as ServerFile);
      }
    });
    request.addEventListener('error', () => reject(new UploadError(mediaMessages.network)));
    request.addEventListener('abort', () => reject(new DOMException(mediaMessages.cancelled, 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
