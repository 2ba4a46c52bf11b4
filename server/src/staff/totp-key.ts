import type { AppConfig } from '../config/env';
import { readOrMakeSecretFile, TOTP_KEY_FILE } from '../lib/secret-file';

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
  const { file, hex } = readOrMakeSecretFile(config.dataDir, TOTP_KEY_FILE);
  if (!KEY_HEX.test(hex)) throw new Error(`${file} does not hold a 64-hex-digit key`);
  return Buffer.from(hex, 'hex');
}
