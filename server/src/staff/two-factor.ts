import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import { coveredByTwoFactorPolicy } from '@contract/permissions';
import { RECOVERY_CODE_COUNT } from '@contract/staff';
import type { Database } from '../db/database';

/**
 * Two-factor sign-in for staff (issue 23 item 2): TOTP (RFC 6238: HMAC-SHA1, 6 digits, 30-second
 * steps, what every authenticator app reads from an otpauth:// QR code) through otplib, and
 * single-use recovery codes.
 *
 * - The secret (160 random bits) is made here, shown once while enrolment waits for its first
 *   code, and stored encrypted with AES-256-GCM under STAFF_TOTP_KEY when that is set
 *   (`gcm:<iv>.<tag>.<ciphertext>`), as it is otherwise (`plain:<base32>`).
 * - A code is accepted one step either side of now (clocks drift) and only for a time step
 *   later than the last one accepted: a code seen over a shoulder or replayed is refused.
 * - Recovery codes are 16 base32 letters (80 random bits). They are stored as SHA-256 of
 *   `<staff id>:<code>`, as session tokens are: a slow password hash exists for guessable
 *   human secrets; 80 random bits cannot be searched offline from a fast hash either, and a
 *   sign-in can then find the code by its hash in one indexed read instead of running scrypt
 *   once per stored code. Using one sets `used_at` in one conditional update: it works once.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export const TOTP_PERIOD_S = 30;
/** How long the code step's pending token lives. */
export const CHALLENGE_MS = 5 * 60_000;
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

export function sealSecret(secret: string, key: Buffer | null): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `gcm:${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/** The secret as stored, opened; null when it cannot be (sealed under another key, or no key). */
export function openSecret(stored: string, key: Buffer | null): string | null {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  if (!stored.startsWith('gcm:') || !key) return null;
  const [iv, tag, sealed] = stored
    .slice('gcm:'.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
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
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_code')
    .values(
      codes.map((code) => ({ staff_id: staffId, code_hash: recoveryHash(staffId, code), used_at: null })),
    )
    .execute();
}

/** Uses a recovery code: 'used' now, 'usedBefore' (refused), or 'wrong'. */
export async function useRecoveryCode(
  db: Executor,
  staffId: number,
  code: string,
  now: Date,
): Promise<'used' | 'usedBefore' | 'wrong'> {
  const hash = recoveryHash(staffId, code);
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'used';
  const before = await db
    .selectFrom('staff_recovery_code')
    .select('id')
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .executeTakeFirst();
  return before ? 'usedBefore' : 'wrong';
}

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

/** Whether this account must use two-factor sign-in under the policy. */
export const requiredFor = (policyOn: boolean, permissions: number) =>
  policyOn && coveredByTwoFactorPolicy(permissions);

/** Starts the code step of a sign-in: a 256-bit token; only its hash is stored. */
export async function startChallenge(
  db: Executor,
  staffId: number,
  nowMs: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + CHALLENGE_MS).toISOString();
  // Expired challenges of anyone go now.
  await db
    .deleteFrom('staff_sign_in_challenge')
    .where('expires_at', '<=', new Date(nowMs).toISOString())
    .execute();
  await db
    .insertInto('staff_sign_in_challenge')
    .values({ token_hash: sha256(token), staff_id: staffId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The account of a live challenge, or null (unknown or expired token). */
export async function challengeAccount(db: Executor, token: string, nowMs: number): Promise<number | null> {
  const row = await db
    .selectFrom('staff_sign_in_challenge')
    .select(['staff_id', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= nowMs) return null;
  return row.staff_id;
}

export async function endChallenge(db: Executor, token: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_challenge').where('token_hash', '=', sha256(token)).execute();
}
