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
