/**
 * The server's answer to every call: `{ code, message, data }` (contract/envelope.ts); code 0
 * (`CODE.ok`, contract/codes.ts) is success.
 */
import type { Envelope } from '@contract/envelope';

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/** How a failed call is reported to `useQuery`/`useMutation` callers. */
export type ApiError = {
  /** The server's code; absent when the failure was HTTP or network level. */
  code?: number;
  /** HTTP status; absent for network failures. */
  status?: number;
  message: string;
  /** The request's property the refusal is about (the envelope's `field`), when it names one. */
  field?: string;
};

/**
 * Whether the server answered and refused the call: it changed nothing, so the cache holds
 * nothing it made stale. A network failure or a 5xx may have happened after the write.
 */
export const wasRefused = (error: ApiError | undefined): boolean =>
  error?.code !== undefined && (error.status === undefined || error.status < 500);

/**
 * A write's `invalidatesTags`: its tags, unless the server refused it. RTK Query invalidates a
 * static list on failure too; the refetch that follows would remount a form keyed by version
 * and take away both the person's draft and the refusal that explains it.
 */
export const staleUnlessRefused =
  <Tag>(tags: readonly Tag[]) =>
  (_result: unknown, error: ApiError | undefined): readonly Tag[] =>
    wasRefused(error) ? [] : tags;
