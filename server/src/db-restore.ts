import { ConfigError } from './config/config-error';
import { loadConfig } from './config/env';
import { BackupRefused, restoreStore } from './db/backup';
import { knownMigrations } from './db/migrate';

const USAGE = `Usage: npm run db:restore -- <backup file>
  Puts a backup made by \`npm run db:backup\` in place of the embedded store (DATA_DIR/site.db);
  the replaced store is kept beside it as site.db.replaced-<UTC time>. Refused, with nothing
  changed, while a server runs on the store, for a file that is not a whole store of this
  application (truncated, not SQLite, another database) or was made by a newer version, for a
  store whose schema is not exactly what the migrations make (a trigger, view, index, table or
  column added or removed by hand), and when its two-factor secrets cannot be opened. The keys
  beside the backup (<backup file>.keys) are put back with it.
  With DATABASE_URL, restore PostgreSQL with pg_restore instead (README, "Backups").`;

/** `npm run db:restore -- <file>` (built into dist-server/db-restore.js). */
async function main(): Promise<void> {
  // The restored store and keys are the owner's only.
  process.umask(0o077);
  try {
    const args = process.argv.slice(2);
    if (args.length !== 1 || args[0]!.startsWith('-')) {
      console.log(USAGE);
      process.exitCode = args[0] === '--help' || args[0] === '-h' ? 0 : 2;
      return;
    }
    const config = loadConfig();
    if (config.databaseUrl) {
      throw new BackupRefused(
        'DATABASE_URL is set: this command restores the embedded store only. Restore PostgreSQL with ' +
          'pg_restore (README, "Backups"). 使用 PostgreSQL 时请用 pg_restore 恢复。',
      );
    }
    const { store, replaced, facts, keys } = await restoreStore(
      args[0]!,
      config.dataDir,
      await knownMigrations(),
      {
        staffTotpKey: config.staffTotpKey,
      },
    );
    console.log(
      `Restored ${args[0]} into ${store}: ${facts.leads} leads, migrations up to ${facts.migration}.`,
    );
    console.log(replaced ? `The replaced store is kept as ${replaced}.` : 'There was no store before.');
    if (keys.length > 0) console.log(`Keys put back: ${keys.join(', ')}.`);
  } catch (error) {
    console.error(
      error instanceof ConfigError || error instanceof BackupRefused
        ? `Not restored: ${error.message}`
        : error,
    );
    process.exitCode = 1;
  }
}

void main();
