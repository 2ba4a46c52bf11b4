import { ConfigError } from './config/config-error';
import { loadConfig } from './config/env';
import { backupStore, BackupRefused } from './db/backup';
import { knownMigrations } from './db/migrate';

const USAGE = `Usage: npm run db:backup
  A consistent copy of the embedded store (DATA_DIR/site.db), taken while the server runs, into
  BACKUP_DIR (default DATA_DIR/backups) as site-<UTC time>.db, with the data folder's keys (two-factor,
  preview links) beside it as site-<UTC time>.db.keys: keep both. The folder is 700, the files 600.
  Prints the file and its size.
  With DATABASE_URL, back up PostgreSQL with pg_dump instead (docs/operations.md, "Backups").`;

/** `npm run db:backup` (built into dist-server/db-backup.js). */
async function main(): Promise<void> {
  // Whatever this process makes is the owner's only (the backup and its keys are 600 as well).
  process.umask(0o077);
  try {
    if (process.argv.length > 2) {
      console.log(USAGE);
      process.exitCode = process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h') ? 0 : 2;
      return;
    }
    const config = loadConfig();
    if (config.databaseUrl) {
      throw new BackupRefused(
        'DATABASE_URL is set: this command copies the embedded store only. Back up PostgreSQL with ' +
          'pg_dump --format=custom (docs/operations.md, "Backups"). 使用 PostgreSQL 时请用 pg_dump 备份。',
      );
    }
    const started = performance.now();
    const { file, bytes, facts, keys } = await backupStore(
      config.dataDir,
      config.backupDir,
      await knownMigrations(),
    );
    const ms = Math.round(performance.now() - started);
    console.log(`${file}  ${bytes} bytes (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
    console.log(`  ${facts.leads} leads, migrations up to ${facts.migration}, integrity ok, ${ms} ms`);
    console.log(keys ? `  keys: ${keys} (keep it with the backup)` : '  no key file in the data folder');
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof BackupRefused ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
