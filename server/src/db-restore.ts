import { sql } from 'kysely';
import { ConfigError } from './config/config-error';
import { loadConfig } from './config/env';
import { BackupRefused, restoreStore } from './db/backup';
import { connect } from './db/connect';
import { knownMigrations } from './db/migrate';
import { postgresSchemaCheck, schemaRefusal } from './db/postgres-schema-check';

const USAGE = `Usage: npm run db:restore -- <backup file>
  Puts a backup made by \`npm run db:backup\` in place of the embedded store (DATA_DIR/site.db);
  the replaced store is kept beside it as site.db.replaced-<UTC time>. Refused, with nothing
  changed, while a server runs on the store, for a file that is not a whole store of this
  application (truncated, not SQLite, another database) or was made by a newer version, for a
  store whose schema is not exactly what the migrations make (a trigger, view, index, table or
  column added or removed by hand), and when its two-factor secrets cannot be opened. The keys
  beside the backup (<backup file>.keys) are put back with it.
  With DATABASE_URL, restore PostgreSQL with pg_restore instead (docs/operations.md, "Backups"), then, before
  pointing the servers at it:
    DATABASE_URL=<the restored database> npm run db:restore -- --check
  which refuses (exit code 1, each difference named, nothing changed) a database whose schema is not
  exactly what the migrations it records make: a trigger, function, view, rule, policy, index,
  table, column, sequence, type, schema, extension or event trigger added, changed or removed.`;

/** `npm run db:restore -- <file>` (built into dist-server/db-restore.js). */
async function main(): Promise<void> {
  // The restored store and keys are the owner's only.
  process.umask(0o077);
  try {
    const args = process.argv.slice(2);
    if (args.length !== 1 || (args[0]!.startsWith('-') && args[0] !== '--check')) {
      console.log(USAGE);
      process.exitCode = args[0] === '--help' || args[0] === '-h' ? 0 : 2;
      return;
    }
    const config = loadConfig();
    if (args[0] === '--check') {
      await checkPostgres(config.databaseUrl);
      return;
    }
    if (config.databaseUrl) {
      throw new BackupRefused(
        'DATABASE_URL is set: this command restores the embedded store only. Restore PostgreSQL with ' +
          'pg_restore (docs/operations.md, "Backups"). 使用 PostgreSQL 时请用 pg_restore 恢复。',
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
        ? `${process.argv[2] === '--check' ? 'Refused' : 'Not restored'}: ${error.message}`
        : error,
    );
    process.exitCode = 1;
  }
}

/**
 * `npm run db:restore -- --check` with DATABASE_URL: the database pg_restore made, compared with
 * what the migrations make (db/postgres-schema-check.ts). Prints what it found; a difference is a
 * BackupRefused (exit code 1).
 */
async function checkPostgres(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) {
    throw new BackupRefused(
      '--check checks a PostgreSQL database restored with pg_restore: set DATABASE_URL to it. ' +
        '请把 DATABASE_URL 设为用 pg_restore 恢复的数据库。',
    );
  }
  // The URL holds the password: the database is named by its name only.
  const name = `database ${new URL(databaseUrl).pathname.slice(1) || '(default)'}`;
  const { db } = connect({ databaseUrl, dataDir: '' });
  try {
    const check = await postgresSchemaCheck(db, await knownMigrations(), name).catch((error: unknown) => {
      if (error instanceof BackupRefused) throw error;
      // Unreachable, refused sign-in, no such database, no right to make a schema: said, not a stack trace.
      throw new BackupRefused(
        `the ${name} could not be checked: ${(error as Error).message}. 无法检查该数据库（连接失败或权限不足）。`,
      );
    });
    if (check.differences.length > 0) throw schemaRefusal(name, check);
    const { leads } = (await sql<{ leads: string }>`select count(*) as leads from site_message`.execute(db))
      .rows[0]!;
    console.log(
      `The ${name} has the schema this application's migrations make (schema ${check.schema}, up to ${check.migration}): ` +
        `${leads} leads. 数据库结构与迁移所建的一致，可以让服务器使用它。`,
    );
  } finally {
    await db.destroy();
  }
}

void main();
