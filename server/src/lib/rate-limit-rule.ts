import type { RateLimitOptions } from '@fastify/rate-limit';
import { CODE } from '@contract/codes';
import { ClientError } from './client-error';

/** A per-IP limit per minute for one route, answered with the envelope and a Chinese message. */
export const perMinutePerIp = (max: number, message: string): RateLimitOptions => ({
  max,
  timeWindow: 60_000,
  errorResponseBuilder: () => new ClientError(429, CODE.tooManyRequests, message),
});
