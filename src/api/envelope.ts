/** The server's answer to every call: `{ code, message, data }`; code 0 is success. */
export type Envelope<T = unknown> = { code: number; message: string; data: T };

export const SUCCESS_CODE = 0;
/** "Not signed in": rejected like any failure, but without a toast. */
export const NOT_SIGNED_IN_CODE = 100000004;

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
};
