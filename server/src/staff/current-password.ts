import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '@contract/codes';
import { ClientError } from '../lib/client-error';
import { type AccountRow, findAccountById } from '../repositories/staff-account';
import { verifyPassword } from './password';
import { forgetAttempt, type Reservation, reserveAttempt } from './throttle';

/** A throttled attempt that must wait: 429 with `message`, the wait in `retry-after` (seconds). */
export function refuseIfWaiting(reply: FastifyReply, attempt: Reservation, message: string): void {
  if (attempt.retryAfterMs > 0) {
    reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
    throw new ClientError(429, CODE.tooManyRequests, message);
  }
}

/**
 * The signed-in staff's own password, asked again before a change to the account (a new password,
 * ending two-factor sign-in, step-up before a sensitive action): throttled as a sign-in is, under
 * the account's username; a wrong one is 400 当前密码不正确, and counts (`onWrong` runs first: an
 * audit row); a right one forgets the attempt. `staff` is the signed-in member (the route's
 * `staffOf(request)`); `gone` is the error when the account no longer exists. Answers the account.
 */
export async function checkCurrentPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  staff: { id: number; username: string },
  password: string,
  gone: () => Error,
  onWrong?: () => Promise<void>,
): Promise<AccountRow> {
  const { db, clock } = request.server;
  const attempt = await reserveAttempt(db, staff.username, request.ip ?? 'unknown', clock.now());
  refuseIfWaiting(reply, attempt, '密码错误次数过多，请稍后再试');
  const account = await findAccountById(db, staff.id);
  if (!account) throw gone();
  if (!(await verifyPassword(password, account.password_hash))) {
    await onWrong?.();
    throw new ClientError(400, CODE.badRequest, '当前密码不正确');
  }
  await forgetAttempt(db, attempt);
  return account;
}
