import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords: scrypt (memory-hard), N = 2^15, r = 8, p = 1, a 64-byte key and a random
 * 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later and
 * old hashes still verify. Runs on libuv's thread pool, never blocking the event loop.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
// scrypt needs 128 · N · r bytes (32 MiB here); Node's default limit is exactly that, so raise it.
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * `cost` is N; only the tests' seeded stores pass a lower one (server/test/seeded-templates.ts), so
 * that their many sign-ins of the demo staff are cheap. A hash is checked at the cost it names.
 */
export async function hashPassword(password: string, cost: number = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P, maxmem: MAX_MEM }, KEY_LENGTH);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `encoded`; false for a malformed hash. Constant-time comparison. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64url'),
    { ...cost, maxmem: MAX_MEM },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/**
 * A real hash of a random password: an unknown username is checked against it, so answering
 * "wrong username" takes as long as "wrong password" and tells nobody which accounts exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}

/** A generated password (reset by an admin, or an account created without one): 16 characters. */
export function generatePassword(): string {
  // base64url of 12 random bytes: 96 bits, no characters that need escaping.
  return randomBytes(12).toString('base64url');
}
