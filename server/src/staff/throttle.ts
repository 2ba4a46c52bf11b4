import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { clientKey } from '../lib/client-key';
import {
  countFailures,
  deleteFailure,
  deleteFailuresBefore,
  deleteFailuresOf,
  insertFailure,
  lockSignInAttempts,
} from '../repositories/sign-in-failure';

/**
 * Failed sign-ins, counted in the database (so every server process sees them) over a sliding
 * window. Three counters, none of which lets an attacker lock real staff out:
 * - per (username, IP): after `perAccountIp` failures, that IP waits for that username
 *   (30 s, doubling with each further failure, at most 15 min). Staff elsewhere are unaffected.
 * - per IP: after `perIp` failures over any usernames, that IP waits (the same doubling).
 * - per username over all IPs: after `perAccount` failures every attempt on that username is
 *   slowed by `slowMs`, right or wrong: a distributed guess is slowed, the account is never locked
 *   (Payload's 5-failure lock can be; Strapi limits per email + IP, as here).
 * An address is counted by its client key: an IPv6 address by its /64, as the other limits.
 * With `lockAccountAfter` (two-factor codes), the username over all IPs waits too once it has
 * that many failures: see THROTTLE.codeLockAfter.
 * An attempt is counted before its password is hashed (`reserveAttempt`), so that guesses sent
 * together cannot all be checked while the first ones are still hashing.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  perAccountIp: 5,
  perIp: 20,
  perAccount: 50,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  slowMs: 1000,
  /**
   * Two-factor codes (issue 23 item 2) are counted under `codeKey(username)`: besides the limits
   * above, after this many wrong codes for an account from any addresses, the account's code step
   * waits (30 s, doubling, at most 15 min) for every address but the ones the account last signed
   * in from (issue 35: whoever guesses codes has the password already, and must not lock the
   * owner out; they cannot sign in from a new address without a code). Each pending token takes a
   * few codes only (two-factor.ts CODE_TRIES_PER_TOKEN): 10,000 guesses of a 6-digit code get nowhere.
   */
  codeLockAfter: 10,
};

/** The throttle's name for an account's code step (no username has a '#'). */
export const codeKey = (username: string) => `${username}#code`;

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

async function throttleState(
  db: Executor,
  username: string,
  ip: string,
  now: number,
  lockAccountAfter: number | undefined,
): Promise<ThrottleState> {
  const since = new Date(now - THROTTLE.windowMs).toISOString();
  const count = (where: { username?: string; ip?: string }) => countFailures(db, since, where);
  const [pair, byIp, byName] = await Promise.all([
    count({ username, ip }),
    count({ ip }),
    count({ username }),
  ]);
  return {
    retryAfterMs: Math.max(
      waitLeft(pair.n, pair.last, THROTTLE.perAccountIp, now),
      waitLeft(byIp.n, byIp.last, THROTTLE.perIp, now),
      lockAccountAfter === undefined ? 0 : waitLeft(byName.n, byName.last, lockAccountAfter, now),
    ),
    slow: byName.n >= THROTTLE.perAccount,
  };
}

export type Reservation = ThrottleState & {
  /** The failure row counted for this attempt; forgotten when the attempt turns out right. */
  id?: number;
};

/**
 * Counts an attempt as failed before its password is checked, unless the address must wait: the
 * count and the insert are one step for each address (the embedded store runs one transaction at
 * a time; on PostgreSQL the address's advisory lock makes parallel attempts, from any process,
 * queue until commit). A right password then forgets it (`clearFailures`, `forgetAttempt`).
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  username: string,
  ip: string,
  now: number,
  options: { lockAccountAfter?: number } = {},
): Promise<Reservation> {
  const key = clientKey(ip);
  return db.transaction().execute(async (trx) => {
    // An account-wide limit queues that account's attempts from every address too (this lock
    // first, then the address's, always in that order).
    if (options.lockAccountAfter !== undefined) await lockSignInAttempts(trx, `sign-in account ${username}`);
    await lockSignInAttempts(trx, `sign-in ${key}`);
    const state = await throttleState(trx, username, key, now, options.lockAccountAfter);
    if (state.retryAfterMs > 0) return state;
    await deleteFailuresBefore(trx, new Date(now - THROTTLE.windowMs).toISOString());
    const id = await insertFailure(trx, { username, ip: key, at: new Date(now).toISOString() });
    return { ...state, id };
  });
}

/** The attempt was not a wrong guess after all (right password, disabled account). */
export async function forgetAttempt(db: Executor, reservation: Reservation): Promise<void> {
  if (reservation.id !== undefined) {
    await deleteFailure(db, reservation.id);
  }
}

/** A successful sign-in forgets that address's failures for that username. */
export async function clearFailures(db: Executor, username: string, ip: string): Promise<void> {
  await deleteFailuresOf(db, username, clientKey(ip));
}
