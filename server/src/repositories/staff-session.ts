import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, StaffSessionTable } from '../db/database';

/**
 * The staff_session table (the session service — cookies, lifetimes, guards — is
 * plugins/app/staff-auth.ts). Sessions are found by the SHA-256 of their token; the token itself
 * is never stored.
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** A session with its account, the account's two-factor state and the policy: what a request's guard needs. */
export const findSessionWithAccount = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('staff_session')
    .innerJoin('staff_account', 'staff_account.id', 'staff_session.staff_id')
    .leftJoin('staff_two_factor', 'staff_two_factor.staff_id', 'staff_session.staff_id')
    .select([
      'staff_session.created_at',
      'staff_session.last_seen_at',
      'staff_session.public_id',
      'staff_session.confirmed_at',
      'staff_account.id',
      'staff_account.username',
      'staff_account.display_name',
      'staff_account.roles',
      'staff_account.enabled',
      'staff_account.must_change_password',
      'staff_two_factor.enabled_at as two_factor_at',
      (eb) =>
        eb
          .selectFrom('staff_security_policy')
          .select('require_two_factor')
          .where('id', '=', 1)
          .as('require_two_factor'),
    ])
    .where('staff_session.token_hash', '=', tokenHash)
    .executeTakeFirst();

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_session').where('token_hash', '=', tokenHash).execute();
}

/** Sets one of a session's times. */
async function setSessionTime(
  db: Executor,
  tokenHash: string,
  time: { last_seen_at: string } | { confirmed_at: string },
): Promise<void> {
  await db.updateTable('staff_session').set(time).where('token_hash', '=', tokenHash).execute();
}

/** The session was used at `at`. */
export const touchSession = (db: Executor, tokenHash: string, at: string) =>
  setSessionTime(db, tokenHash, { last_seen_at: at });

/** The session proved its password at `at` (step-up). */
export const confirmSession = (db: Executor, tokenHash: string, at: string) =>
  setSessionTime(db, tokenHash, { confirmed_at: at });

/** Removes anyone's sessions started at or before `startedBy` or last seen at or before `seenBy`. */
export async function deleteExpiredSessions(db: Executor, startedBy: string, seenBy: string): Promise<void> {
  await db
    .deleteFrom('staff_session')
    .where((eb) => eb.or([eb('created_at', '<=', startedBy), eb('last_seen_at', '<=', seenBy)]))
    .execute();
}

export async function insertSession(db: Executor, row: Insertable<StaffSessionTable>): Promise<void> {
  await db.insertInto('staff_session').values(row).execute();
}

/** Ends an account's sessions (all, or all but the one of `keepHash`); answers how many ended. */
export async function deleteSessionsOf(db: Executor, staffId: number, keepHash?: string): Promise<number> {
  let query = db.deleteFrom('staff_session').where('staff_id', '=', staffId);
  if (keepHash !== undefined) query = query.where('token_hash', '!=', keepHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one of an account's sessions by its public id; false when it has none such. */
export async function deleteSessionById(db: Executor, staffId: number, publicId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_session')
    .where('staff_id', '=', staffId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** An account's sessions started after `startedAfter` and last seen after `seenAfter`, the latest seen first. */
export const liveSessionsOf = (db: Executor, staffId: number, startedAfter: string, seenAfter: string) =>
  db
    .selectFrom('staff_session')
    .select(['public_id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('staff_id', '=', staffId)
    .where('created_at', '>', startedAfter)
    .where('last_seen_at', '>', seenAfter)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
