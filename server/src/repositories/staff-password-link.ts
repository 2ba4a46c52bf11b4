import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, StaffPasswordLinkTable } from '../db/database';

type Executor = Kysely<Database> | Transaction<Database>;
export type PasswordLinkRow = Selectable<StaffPasswordLinkTable>;
export type LinkPurpose = StaffPasswordLinkTable['purpose'];

/** Links are kept this long after they expire: the 忘记密码 limit counts the recent ones. */
const KEPT_AFTER_EXPIRY_MS = 24 * 3_600_000;

/**
 * The staff_password_link table (migration 018): one-time links that set a password. Opening a
 * new link of a purpose ends the account's older open ones of that purpose (marked used, so that
 * they still count against the limit); links expired a day ago go.
 */
export async function insertPasswordLink(
  db: Executor,
  link: { tokenHash: string; staffId: number; purpose: LinkPurpose; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .deleteFrom('staff_password_link')
    .where('expires_at', '<', new Date(Date.parse(link.createdAt) - KEPT_AFTER_EXPIRY_MS).toISOString())
    .execute();
  await db
    .updateTable('staff_password_link')
    .set({ used_at: link.createdAt })
    .where('staff_id', '=', link.staffId)
    .where('purpose', '=', link.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('staff_password_link')
    .values({
      token_hash: link.tokenHash,
      staff_id: link.staffId,
      purpose: link.purpose,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The link of this token hash if it is unused and not expired at `now` (ISO). */
export const findOpenLink = (db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('staff_password_link')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/**
 * Marks the link used, if it still is open: true for the one caller that did (two requests with
 * one link cannot both set a password).
 */
export async function useLink(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_password_link')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Every open link of the account ends (its password was set some other way, or it was disabled). */
export async function endLinksOf(db: Executor, staffId: number, now: string): Promise<void> {
  await db
    .updateTable('staff_password_link')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

/** Reset links opened for the account since `since` (ISO): the 忘记密码 limit per account. */
export async function resetLinksSince(db: Executor, staffId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('staff_password_link')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('staff_id', '=', staffId)
    .where('purpose', '=', 'reset')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The accounts' open invitations: until when each works. */
export async function openInvites(
  db: Executor,
  staffIds: number[],
  now: string,
): Promise<Map<number, string>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_password_link')
    .select(['staff_id', 'expires_at'])
    .where('staff_id', 'in', staffIds)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  return new Map(rows.map((row) => [row.staff_id, row.expires_at]));
}
