import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';

/**
 * The sign_in_failure table: failed sign-ins over a sliding window, counted by the throttle
 * (staff/throttle.ts keeps the limits and the delays).
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** The failures since `since` of a username, an address or both: how many, and the last one's time. */
export async function countFailures(
  db: Executor,
  since: string,
  where: { username?: string; ip?: string },
): Promise<{ n: number; last: string | null }> {
  let query = db
    .selectFrom('sign_in_failure')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('at').as('last')])
    .where('at', '>=', since);
  if (where.username !== undefined) query = query.where('username', '=', where.username);
  if (where.ip !== undefined) query = query.where('ip', '=', where.ip);
  const row = await query.executeTakeFirstOrThrow();
  return { n: Number(row.n), last: row.last as string | null };
}

/**
 * PostgreSQL: queues the transaction behind every other one holding the same attempt lock (an
 * account's, `sign-in account NAME`, or an address's, `sign-in KEY`) until commit; the embedded
 * store runs one transaction at a time and needs none.
 */
export async function lockSignInAttempts(trx: Transaction<Database>, name: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
  }
}

/** Forgets the failures older than `before`. */
export async function deleteFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('sign_in_failure').where('at', '<', before).execute();
}

/** Counts a failure; answers its id. */
export async function insertFailure(
  db: Executor,
  row: { username: string; ip: string; at: string },
): Promise<number> {
  const { id } = await db.insertInto('sign_in_failure').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteFailure(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sign_in_failure').where('id', '=', id).execute();
}

/** Forgets an address's failures for a username. */
export async function deleteFailuresOf(db: Executor, username: string, ip: string): Promise<void> {
  await db.deleteFrom('sign_in_failure').where('username', '=', username).where('ip', '=', ip).execute();
}
