import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { AccountRow } from '../repositories/staff-account';
import { markSignIn } from './accounts';

/**
 * The end of every sign-in that succeeds (the password alone, or the password and then a code):
 * the sign-in is noted on the account, the browser gets a session, the audit trail a `signIn`
 * row (with `summary`, how it was made). Answers the sign-in before this one (上次登录).
 */
export async function completeSignIn(
  trx: Transaction<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountRow,
  now: Date,
  summary?: Record<string, unknown>,
): Promise<{ at: string | null; ip: string | null }> {
  const { staffSessions, audit } = request.server;
  const previous = await markSignIn(trx, account, request.ip ?? null, now);
  await staffSessions.start(trx, request, reply, account.id);
  await audit.record(
    trx,
    request,
    { entity: 'session', entityId: account.id, action: 'signIn', summary },
    { staffId: account.id, staffName: account.username },
  );
  return previous;
}
