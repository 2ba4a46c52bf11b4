import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

/**
 * Failed sign-ins, counted in the database (so every server process sees them) over a sliding
 * window. Three counters, none of which lets an attacker lock real staff out:
 * - per (username, IP): after `perAccountIp` failures, that IP waits for that username
 *   (30 s, doubling with each further failure, at most 15 min). Staff elsewhere are unaffected.
 * - per IP: after `perIp` failures over any usernames, that IP waits (the same doubling).
 * - per username over all IPs: after `perAccount` failures every attempt on that username is
 *   slowed by `slowMs`, right or wrong: a distributed guess is slowed, the account is never locked
 *   (Payload's 5-failure lock can be; Strapi limits per email + IP, as here).
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  perAccountIp: 5,
  perIp: 20,
  perAccount: 50,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  slowMs: 1000,
};

type Executor = Kysely<Database> | Transaction<Database>;

export type ThrottleState = {
  /** > 0: refuse this attempt, and tell the client to retry after this long. */
  retryAfterMs: number;
  /** Slow this attempt down (the username is under a distributed attack). */
  slow: boolean;
};

function waitLeft(count: number, lastAt: string | null, threshold: number, now: number): number {
  if (count < threshold || !lastAt) return 0;
  const delay = Math.min(THROTTLE.baseDelayMs * 2 ** (count - threshold), THROTTLE.maxDelayMs);
  return Math.max(0, Date.parse(lastAt) + delay - now);
}

export async function throttleState(
  db: Executor,
  username: string,
  ip: string,
  now: number,
): Promise<ThrottleState> {
  const since = new Date(now - THROTTLE.windowMs).toISOString();
  const count = (where: { username?: string; ip?: string }) => {
    let query = db
      .selectFrom('sign_in_failure')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('at').as('last')])
      .where('at', '>=', since);
    if (where.username !== undefined) query = query.where('username', '=', where.username);
    if (where.ip !== undefined) query = query.where('ip', '=', where.ip);
    return query
      .executeTakeFirstOrThrow()
      .then((row) => ({ n: Number(row.n), last: row.last as string | null }));
  };
  const [pair, byIp, byName] = await Promise.all([
    count({ username, ip }),
    count({ ip }),
    count({ username }),
  ]);
  return {
    retryAfterMs: Math.max(
      waitLeft(pair.n, pair.last, THROTTLE.perAccountIp, now),
      waitLeft(byIp.n, byIp.last, THROTTLE.perIp, now),
    ),
    slow: byName.n >= THROTTLE.perAccount,
  };
}

export async function recordFailure(db: Executor, username: string, ip: string, now: number): Promise<void> {
  await db
    .deleteFrom('sign_in_failure')
    .where('at', '<', new Date(now - THROTTLE.windowMs).toISOString())
    .execute();
  await db
    .insertInto('sign_in_failure')
    .values({ username, ip, at: new Date(now).toISOString() })
    .execute();
}

/** A successful sign-in forgets that IP's failures for that username. */
export async function clearFailures(db: Executor, username: string, ip: string): Promise<void> {
  await db.deleteFrom('sign_in_failure').where('username', '=', username).where('ip', '=', ip).execute();
}
