import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import { coveredByTwoFactorPolicy, type RoleGrant } from '@contract/roles';
import { RECOVERY_CODE_COUNT } from '@contract/staff';
import type { Database } from '../db/database';
import {
  deleteChallenge,
  deleteExpiredChallenges,
  findChallenge,
  insertChallenge,
  takeChallengeTry,
  recoveryCodeHashKnown,
  replaceRecoveryCodeHashes,
  takeRecoveryCodeHash,
} from '../repositories/staff-two-factor';

/**
 * Two-factor sign-in for staff (issue 23 item 2): TOTP (RFC 6238: HMAC-SHA1, 6 digits, 30-second
 * steps, what every authenticator app reads from an otpauth:// QR code) through otplib, and
 * single-use recovery codes.
 *
 * - The secret (160 random bits) is made here, shown once while enrolment waits for its first
 *   code, and stored sealed under the TOTP key (lib/sealed-secret.ts, staff/totp-key.ts).
 * - A code is accepted one step either side of now (clocks drift) and only for a time step
 *   later than the last one accepted: a code seen over a shoulder or replayed is refused.
 * - Recovery codes are 16 base32 letters (80 random bits). They are stored as SHA-256 of
 *   `<staff id>:<code>`, as session tokens are: a slow password hash exists for guessable
 *   human secrets; 80 random bits cannot be searched offline from a fast hash either, and a
 *   sign-in can then find the code by its hash in one indexed read instead of running scrypt
 *   once per stored code. Using one sets `used_at` in one conditional update: it works once.
 *
 * The queries (secrets, recovery codes, challenges, the policy) are repositories/staff-two-factor.ts.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export const TOTP_PERIOD_S = 30;
/** How long the code step's pending token lives. */
export const CHALLENGE_MS = 5 * 60_000;
/**
 * Codes checked under one pending token (issue 35): then the token ends and the password is asked
 * again. With the per-address throttle, this bounds a password holder's guesses without an
 * account-wide lock the owner would be caught in (routes/api/bms/system/two-factor.ts).
 */
export const CODE_TRIES_PER_TOKEN = 5;
/** What authenticator apps show the account under. */
export const TOTP_ISSUER = '华夏教育集团管理后台';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function newSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/** The time step a right code belongs to (within one step of `nowMs`), or null for a wrong one. */
export async function matchingStep(secret: string, code: string, nowMs: number): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_PERIOD_S,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A recovery code as typed, in the form it is hashed in: lower case, no dashes or spaces. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[-\s]/g, '');

const recoveryHash = (staffId: number, code: string) => sha256(`${staffId}:${normaliseRecoveryCode(code)}`);

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const letters = Array.from(bytes, (byte) => BASE32[byte % 32]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/** Replaces an account's recovery codes with these (hashed). */
export async function storeRecoveryCodes(db: Executor, staffId: number, codes: string[]): Promise<void> {
  await replaceRecoveryCodeHashes(
    db,
    staffId,
    codes.map((code) => recoveryHash(staffId, code)),
  );
}

/** Uses a recovery code: 'used' now, 'usedBefore' (refused), or 'wrong'. */
export async function useRecoveryCode(
  db: Executor,
  staffId: number,
  code: string,
  now: Date,
): Promise<'used' | 'usedBefore' | 'wrong'> {
  const hash = recoveryHash(staffId, code);
  if (await takeRecoveryCodeHash(db, staffId, hash, now.toISOString())) return 'used';
  const before = await recoveryCodeHashKnown(db, staffId, hash);
  return before ? 'usedBefore' : 'wrong';
}

/** Whether this account must use two-factor sign-in under the policy. */
export const requiredFor = (policyOn: boolean, roles: readonly RoleGrant[]) =>
  policyOn && coveredByTwoFactorPolicy(roles);

/** Starts the code step of a sign-in: a 256-bit token; only its hash is stored. */
export async function startChallenge(
  db: Executor,
  staffId: number,
  nowMs: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + CHALLENGE_MS).toISOString();
  // Expired challenges of anyone go now.
  await deleteExpiredChallenges(db, new Date(nowMs).toISOString());
  await insertChallenge(db, { token_hash: sha256(token), staff_id: staffId, expires_at: expiresAt });
  return { token, expiresAt };
}

/** The account of a live challenge, or null (unknown or expired token). */
export async function challengeAccount(db: Executor, token: string, nowMs: number): Promise<number | null> {
  const row = await findChallenge(db, sha256(token));
  if (!row || Date.parse(row.expires_at) <= nowMs) return null;
  return row.staff_id;
}

/**
 * Reserves one code check under a pending token (before the code is checked): 'last' when it was
 * the token's last, null when the token has no tries left.
 */
export async function takeCodeTry(db: Executor, token: string): Promise<'more' | 'last' | null> {
  const tries = await takeChallengeTry(db, sha256(token), CODE_TRIES_PER_TOKEN);
  if (tries === null) return null;
  return tries >= CODE_TRIES_PER_TOKEN ? 'last' : 'more';
}

export async function endChallenge(db: Executor, token: string): Promise<void> {
  await deleteChallenge(db, sha256(token));
}
