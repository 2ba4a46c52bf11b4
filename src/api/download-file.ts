/**
 * File downloads (export, downloadMould): the answer is saved as a file and never kept in the
 * RTK Query cache — a Blob is not serialisable and may be large.
 */
import type { ApiRequest, apiBaseQuery, DownloadedFile } from './base-query';
import type { ApiError } from './envelope';
import { apiMessages } from './messages';

/**
 * How long the object URL outlives the click. Some browsers start the download after the
 * click returns; revoking at once can cancel it (FileSaver.js waits 40 s for the same reason).
 */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/** Saves a downloaded file under its server-given name, else under `fallbackName`. */
export function saveDownloadedFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

const isDownloadedFile = (value: unknown): value is DownloadedFile =>
  typeof value === 'object' && value !== null && (value as { blob?: unknown }).blob instanceof Blob;

/** The base query as RTK Query hands it to a `queryFn`. */
type BaseQueryCall = (request: ApiRequest) => ReturnType<typeof apiBaseQuery>;

/**
 * The `queryFn` of a download endpoint: fetches the file through the base query (credentials,
 * overlay, error catalogue), saves it and resolves to `null`, so nothing is cached.
 */
export async function downloadFile(
  baseQuery: BaseQueryCall,
  request: Omit<ApiRequest, 'responseType'>,
  fallbackName: string,
): Promise<{ data: null } | { error: ApiError }> {
  const result = await baseQuery({ ...request, responseType: 'blob' });
  if (result.error) return { error: result.error };
  // The base query already refuses (and reports) a success envelope sent instead of a file.
  if (!isDownloadedFile(result.data)) return { error: { message: apiMessages.downloadFailed } };
  saveDownloadedFile(result.data, fallbackName);
  return { data: null };
}
