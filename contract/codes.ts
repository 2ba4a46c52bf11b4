/**
 * The `code` values of the `{ code, message, data }` envelope (docs/content-contract.md).
 * No typebox here: the browser imports this file at run time.
 */
export const CODE = {
  ok: 0,
  badRequest: 100000001,
  notFound: 100000002,
  tooManyRequests: 100000003,
  /** "Not signed in": the browser rejects it like any failure, but without a toast. */
  notSignedIn: 100000004,
  payloadTooLarge: 100000005,
  internal: 100000500,
} as const;
