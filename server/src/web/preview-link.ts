import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/env';
import { PREVIEW_SECRET_FILE, readOrMakeSecretFile } from '../lib/secret-file';
import { PREVIEW_PATH_PREFIX } from '@contract/preview';

/** The data folders' secrets, read once per folder. */
const madeSecrets = new Map<string, string>();

/**
 * What preview links are signed with: PREVIEW_SECRET, or else a secret of the server's own made
 * once in the data folder (readable by the server's user only), as staff-totp.key is. Servers
 * sharing a PostgreSQL database must share it: set PREVIEW_SECRET there (each server would
 * otherwise refuse the others' links; the server says so when it starts).
 */
export function previewSecretOf(config: Pick<AppConfig, 'previewSecret' | 'dataDir'>): string {
  if (config.previewSecret) return config.previewSecret;
  const known = madeSecrets.get(config.dataDir);
  if (known) return known;
  const { file, hex: secret } = readOrMakeSecretFile(config.dataDir, PREVIEW_SECRET_FILE);
  if (secret.length < 32) throw new Error(`${file} does not hold a secret of at least 32 characters`);
  madeSecrets.set(config.dataDir, secret);
  return secret;
}

/** A new preview's id: 128 random bits, hex. */
export const newPreviewId = (): string => randomBytes(16).toString('hex');

const signatureOf = (secret: string, id: string, expires: number): string =>
  createHmac('sha256', secret).update(`preview:${id}:${expires}`).digest('base64url');

/** The link of a preview: its path with the expiry (Unix seconds) and the signature of both. */
export function signedPreviewLink(secret: string, id: string, expiresAtMs: number): string {
  const expires = Math.floor(expiresAtMs / 1000);
  return `${PREVIEW_PATH_PREFIX}${id}?e=${expires}&s=${signatureOf(secret, id, expires)}`;
}

export type LinkCheck = 'ok' | 'expired' | 'badSignature';

/**
 * Whether a link's expiry and signature hold: a signature that does not match (a changed id,
 * expiry or signature) is `badSignature`; a signed expiry that has passed is `expired`.
 */
export function checkPreviewLink(
  secret: string,
  id: string,
  query: { e?: unknown; s?: unknown },
  nowMs: number,
): LinkCheck {
  const { e, s } = query;
  if (typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof s !== 'string') return 'badSignature';
  const expected = Buffer.from(signatureOf(secret, id, Number(e)));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badSignature';
  return Number(e) * 1000 <= nowMs ? 'expired' : 'ok';
}
