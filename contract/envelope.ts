import { Type, type Static, type TSchema } from 'typebox';

/** Every answer is `{ code, message, data }`; code 0 (`CODE.ok`, codes.ts) is success. */
export const EnvelopeHead = Type.Object({ code: Type.Integer(), message: Type.String() });

/** The envelope of a call whose data is `data`. */
export const EnvelopeOf = <T extends TSchema>(data: T) => Type.Object({ ...EnvelopeHead.properties, data });

/**
 * The envelope of a failure (4xx, 5xx): no data. `field` names the property of the request a
 * refusal is about (`title`, `seoImage`, `links`), so a form shows the message beside that box;
 * absent when the refusal is about no one field.
 */
export const ErrorEnvelope = Type.Object({
  ...EnvelopeHead.properties,
  field: Type.Optional(Type.String()),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** An envelope whose data is a `T` (the data's schema is the call's own). */
export type Envelope<T = unknown> = Static<typeof EnvelopeHead> & { data: T; field?: string };
