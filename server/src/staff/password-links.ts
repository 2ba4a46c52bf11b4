import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { INVITE_HOURS, RESET_LINK_MINUTES } from '@contract/staff';
import type { Database } from '../db/database';
import { insertPasswordLink, type LinkPurpose } from '../repositories/staff-password-link';

/**
 * One-time links that set a password (issue 37 item 4): an invitation an admin hands over, or a
 * 忘记密码 reset mailed to the account's address. The token (256 random bits) is only in the
 * link, after `#` so that it reaches neither the server's nor a proxy's access log nor a Referer;
 * the database keeps its SHA-256.
 */
const LIFETIME_MS: Record<LinkPurpose, number> = {
  invite: INVITE_HOURS * 3_600_000,
  reset: RESET_LINK_MINUTES * 60_000,
};

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a link for the account (its older open ones of the purpose end): the token and its expiry. */
export async function openPasswordLink(
  trx: Transaction<Database>,
  staffId: number,
  purpose: LinkPurpose,
  now: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + LIFETIME_MS[purpose]).toISOString();
  await insertPasswordLink(trx, {
    tokenHash: hashLinkToken(token),
    staffId,
    purpose,
    createdAt: new Date(now).toISOString(),
    expiresAt,
  });
  return { token, expiresAt };
}

/** The console page that takes the token: `<console>/set-password#token=…`. */
export const passwordLinkUrl = (consoleUrl: string, token: string) =>
  `${consoleUrl}/set-password#token=${token}`;

/**
 * The console's address for a link an admin is shown: the configured one (STAFF_CONSOLE_URL), or
 * the origin the admin's own signed-in, same-origin request came to.
 */
export const consoleUrlFor = (request: FastifyRequest): string =>
  request.server.config.mail?.consoleUrl ?? `${request.protocol}://${request.host}/admin`;
