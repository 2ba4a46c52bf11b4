import { Type, type TSchema } from 'typebox';

/** The `code` values of the `{ code, message, data }` envelope (docs/content-contract.md). */
export const CODE = {
  ok: 0,
  badRequest: 100000001,
  notFound: 100000002,
  tooManyRequests: 100000003,
  notSignedIn: 100000004,
  payloadTooLarge: 100000005,
  internal: 100000500,
} as const;

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Null(),
});

/** Response schemas of a route: its success envelope, and the error envelope for 4xx/5xx. */
export const responses = <T extends TSchema>(data: T) => ({
  200: Type.Object({ code: Type.Integer(), message: Type.String(), data }),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

export const ok = <T>(data: T) => ({ code: CODE.ok, message: 'success', data });
