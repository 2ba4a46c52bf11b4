import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, StaffSignInChallengeTable } from '../db/database';

/**
 * Two-factor sign-in's tables (staff/two-factor.ts keeps the codes, hashing and sealing):
 * staff_two_factor, staff_recovery_code, staff_sign_in_challenge and the one-row
 * staff_security_policy.
 */
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Takes a right code's time step: only when it is later than the last one taken (one
 * conditional update, so two requests with the same code cannot both pass). False: replayed.
 */
export async function takeStep(db: Executor, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_two_factor')
    .set({ last_step: step })
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces an account's recovery codes with these hashes. */
export async function replaceRecoveryCodeHashes(
  db: Executor,
  staffId: number,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_code')
    .values(hashes.map((hash) => ({ staff_id: staffId, code_hash: hash, used_at: null })))
    .execute();
}

/** Marks an unused recovery code used (one conditional update: it works once); false when none was. */
export async function takeRecoveryCodeHash(
  db: Executor,
  staffId: number,
  hash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: at })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the account has (or had) this recovery code. */
export const recoveryCodeHashKnown = async (db: Executor, staffId: number, hash: string): Promise<boolean> =>
  (await db
    .selectFrom('staff_recovery_code')
    .select('id')
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .executeTakeFirst()) !== undefined;

export async function recoveryCodesLeft(db: Executor, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account's two-factor row (a secret waiting for its first code, or enabled), if any. */
export const twoFactorOf = (db: Executor, staffId: number) =>
  db.selectFrom('staff_two_factor').selectAll().where('staff_id', '=', staffId).executeTakeFirst();

/** Which of these accounts sign in with a code. */
export async function twoFactorEnabledIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('staff_two_factor')
    .select('staff_id')
    .where('staff_id', 'in', ids)
    .where('enabled_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.staff_id));
}

/** Keeps a new sealed secret waiting for its first code; one not confirmed yet is replaced. */
export async function startEnrolment(
  db: Executor,
  staffId: number,
  sealed: string,
  now: Date,
): Promise<void> {
  await db.deleteFrom('staff_two_factor').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_two_factor')
    .values({
      staff_id: staffId,
      secret: sealed,
      enabled_at: null,
      last_step: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Turns on the secret that waited for this code (`step` its time step); false when it changed
 * meanwhile (enabled by a parallel call, or replaced by a new setup).
 */
export async function activateEnrolment(
  db: Executor,
  staffId: number,
  sealed: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('staff_two_factor')
    .set({ enabled_at: now.toISOString(), last_step: step })
    .where('staff_id', '=', staffId)
    .where('enabled_at', 'is', null)
    .where('secret', '=', sealed)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Sets the security policy (the table's one row). */
export async function setPolicy(db: Executor, requireTwoFactor: boolean, now: Date): Promise<void> {
  await db
    .updateTable('staff_security_policy')
    .set({ require_two_factor: requireTwoFactor ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', 1)
    .execute();
}

/** Removes an account's two-factor sign-in: secret, recovery codes, pending challenges. */
export async function removeTwoFactor(db: Executor, staffId: number): Promise<boolean> {
  const removed = await db.deleteFrom('staff_two_factor').where('staff_id', '=', staffId).executeTakeFirst();
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await db.deleteFrom('staff_sign_in_challenge').where('staff_id', '=', staffId).execute();
  return Number(removed.numDeletedRows) > 0;
}

/** Whether the security policy asks two-factor sign-in of accounts holding the accounts or export bit. */
export async function policyRequiresTwoFactor(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('staff_security_policy')
    .select('require_two_factor')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.require_two_factor === 1;
}

/** Removes the challenges that expired at `now`, anyone's. */
export async function deleteExpiredChallenges(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_challenge').where('expires_at', '<=', now).execute();
}

export async function insertChallenge(
  db: Executor,
  row: Insertable<StaffSignInChallengeTable>,
): Promise<void> {
  await db.insertInto('staff_sign_in_challenge').values(row).execute();
}

export const findChallenge = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('staff_sign_in_challenge')
    .select(['staff_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Reserves one code check under a pending token: one conditional update, so parallel codes under
 * one token cannot be checked more than `max` times in all. Answers the checks so far, this one
 * included, or null when the token has none left (or is gone).
 */
export async function takeChallengeTry(db: Executor, tokenHash: string, max: number): Promise<number | null> {
  const row = await db
    .updateTable('staff_sign_in_challenge')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('tries', '<', max)
    .returning('tries')
    .executeTakeFirst();
  return row?.tries ?? null;
}

/** Ends every pending code step of an account (its password changed, or its sessions were ended). */
export async function deleteChallengesOf(db: Executor, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sign_in_challenge').where('staff_id', '=', staffId).execute();
}

export async function deleteChallenge(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_challenge').where('token_hash', '=', tokenHash).execute();
}
