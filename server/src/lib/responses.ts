import type { TSchema } from 'typebox';
import { CODE } from '@contract/codes';
import { EnvelopeOf, ErrorEnvelope } from '@contract/envelope';

/** Response schemas of a route: its success envelope, and the error envelope for 4xx/5xx. */
export const responses = <T extends TSchema>(data: T) => ({
  200: EnvelopeOf(data),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

/** The success envelope around a route's data. */
export const ok = <T>(data: T) => ({ code: CODE.ok, message: 'success', data });
