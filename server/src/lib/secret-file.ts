import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret of the server's own, kept in a file of the data folder: 32 random bytes as hex, made on
 * the first call and read on every later one, readable by the server's user only. Of two servers
 * starting at once on the same folder, one writes it ('wx') and both read the same secret.
 */
export function readOrMakeSecretFile(dataDir: string, fileName: string): { file: string; hex: string } {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  return { file, hex: readFileSync(file, 'utf8').trim() };
}
