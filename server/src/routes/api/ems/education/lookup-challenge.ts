import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LookupChallenge } from '@contract/admission';
import { LOOKUP_SALT_PREFIX, saltExpiryMs } from '@contract/proof-of-work';
import type { Database } from '../../../../db/database';
import { countHit, windowHits } from '../../../../repositories/rate-limit';

/**
 * The admission lookup's challenges (issue 35; the scheme: contract/proof-of-work.ts). Issuing
 * one stores nothing: the salt carries the purpose and the expiry, the signature binds both (a
 * changed salt no longer hashes to a signed challenge). Verifying a proof stores its salt until
 * it expires, so each proof answers one lookup, in whichever process it arrives.
 */

/** A challenge is good for this long: the page solves it when the form shows, the visitor may type slowly. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/** The signing key of lookup challenges, derived from the server's secret (one purpose, one key). */
export const challengeKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('admission-lookup-challenge').digest();

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const signatureOf = (key: Buffer, challenge: string): string =>
  createHmac('sha256', key).update(challenge).digest('base64url');

/** A new challenge: the secret number is drawn from 0 … maxNumber, so a solver tries half of them on average. */
export function issueChallenge(key: Buffer, maxNumber: number, nowMs: number): LookupChallenge {
  const expires = Math.floor((nowMs + CHALLENGE_TTL_MS) / 1000);
  const salt = `${LOOKUP_SALT_PREFIX}${expires}.${randomBytes(8).toString('hex')}`;
  const challenge = sha256Hex(`${salt}${randomInt(0, maxNumber + 1)}`);
  return { algorithm: 'SHA-256', challenge, salt, maxNumber, signature: signatureOf(key, challenge) };
}

export type ProofCheck =
  { ok: true; salt: string; expiresAtMs: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a proof (`salt:number:signature`, the contract's pattern) solves a challenge this server signed. */
export function checkProof(key: Buffer, proof: string, nowMs: number): ProofCheck {
  const [salt = '', number = '', signature = ''] = proof.split(':');
  const expiresAtMs = saltExpiryMs(salt);
  const expected = Buffer.from(signatureOf(key, sha256Hex(`${salt}${number}`)));
  const given = Buffer.from(signature);
  if (Number.isNaN(expiresAtMs) || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (expiresAtMs <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, salt, expiresAtMs };
}

/** What the lookup remembers between requests: used proofs, and per client the lookups that found nothing. */
export type LookupGuard = {
  /** True the first time a proof's salt is claimed; false when it was used before. */
  claim(salt: string, expiresAtMs: number, nowMs: number): Promise<boolean>;
  /** The lookups of this client that found nothing in the current window. */
  misses(client: string, nowMs: number): Promise<number>;
  countMiss(client: string, nowMs: number): Promise<void>;
};

/** Windows of lookups that found nothing: fixed clock hours, as every process reckons them. */
export const MISS_WINDOW_MS = 60 * 60_000;
const windowOf = (nowMs: number): number => nowMs - (nowMs % MISS_WINDOW_MS);
const proofBucket = (salt: string) => `lookup-proof ${salt}`;
const missBucket = (client: string) => `lookup-miss ${client}`;

/** In one process's memory: the embedded store is opened by one process. */
export function memoryLookupGuard(): LookupGuard {
  const used = new Map<string, number>();
  const misses = new Map<string, { windowStart: number; hits: number }>();
  let nextSweep = 0;
  const sweep = (nowMs: number) => {
    if (nowMs < nextSweep) return;
    nextSweep = nowMs + 60_000;
    for (const [salt, expiresAtMs] of used) if (expiresAtMs <= nowMs) used.delete(salt);
    for (const [client, entry] of misses) if (entry.windowStart !== windowOf(nowMs)) misses.delete(client);
  };
  return {
    async claim(salt, expiresAtMs, nowMs) {
      sweep(nowMs);
      if (used.has(salt)) return false;
      used.set(salt, expiresAtMs);
      return true;
    },
    async misses(client, nowMs) {
      const entry = misses.get(client);
      return entry?.windowStart === windowOf(nowMs) ? entry.hits : 0;
    },
    async countMiss(client, nowMs) {
      const windowStart = windowOf(nowMs);
      const entry = misses.get(client);
      if (entry?.windowStart === windowStart) entry.hits += 1;
      else misses.set(client, { windowStart, hits: 1 });
    },
  };
}

/**
 * In the rate_limit table (with DATABASE_URL), so that processes on one database refuse the same
 * proof twice and share one count: a claim is an atomic insert-or-increment whose first hit wins.
 * Rows are deleted once expired by the rate limit's own sweep (plugins/external/rate-limit-store.ts).
 */
export function databaseLookupGuard(db: Kysely<Database>): LookupGuard {
  return {
    async claim(salt, expiresAtMs) {
      return (await countHit(db, proofBucket(salt), expiresAtMs - CHALLENGE_TTL_MS, CHALLENGE_TTL_MS)) === 1;
    },
    misses: (client, nowMs) => windowHits(db, missBucket(client), windowOf(nowMs)),
    async countMiss(client, nowMs) {
      await countHit(db, missBucket(client), windowOf(nowMs), MISS_WINDOW_MS);
    },
  };
}
