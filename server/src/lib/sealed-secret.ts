import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A secret as stored (two-factor secrets, issue 23 item 2): encrypted with AES-256-GCM when there
 * is a key (`gcm:<iv>.<tag>.<ciphertext>`), as it is otherwise (`plain:<secret>`). Below the staff
 * services because a restore opens them too, to refuse a store its key cannot open (db/backup.ts).
 */
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
