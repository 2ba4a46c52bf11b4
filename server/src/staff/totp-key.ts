import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/env';

const KEY_FILE = 'staff-totp.key';
const KEY_HEX = /^[0-9a-f]{64}$/i;

/**
 * The key the staff's TOTP secrets are sealed under: STAFF_TOTP_KEY, or else, on the embedded
 * store (one server, one data folder), a key of its own made once in the data folder (readable by
 * the server's user only), so that secrets are never stored as they are by default. Servers that
 * share a PostgreSQL database must share the key: there it comes from STAFF_TOTP_KEY or not at all
 * (and the server says so when it starts).
 */
export function totpKeyOf(
  config: Pick<AppConfig, 'staffTotpKey' | 'databaseUrl' | 'dataDir'>,
): Buffer | null {
  if (config.staffTotpKey) return config.staffTotpKey;
  if (config.databaseUrl) return null;
  const file = path.join(config.dataDir, KEY_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': of two servers starting at once on the same folder, one writes and both read it.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const hex = readFileSync(file, 'utf8').trim();
  if (!KEY_HEX.test(hex)) throw new Error(`${file} does not hold a 64-hex-digit key`);
  return Buffer.from(hex, 'hex');
}
