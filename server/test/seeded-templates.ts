/**
 * Makes the run's seeded databases (run by global-setup.ts under tsx, which resolves the
 * server's imports as the dev server does): `<sqlite dir> [<postgres url>]`. Each is prepared
 * exactly as an app's first start prepares its store (plugins/app/prepare-store.ts), then closed.
 */
import { sql } from 'kysely';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import { prepareStore } from '../src/plugins/app/prepare-store';

async function prepare(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ SEED_DEMO: '1', ...env });
  const { db, kind } = connect(config);
  try {
    await prepareStore(db, config);
    // Everything in the database file itself, to be copied alone.
    if (kind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const [sqliteDir, postgresUrl] = process.argv.slice(2);
  await prepare({ DATA_DIR: sqliteDir! });
  if (postgresUrl) await prepare({ DATA_DIR: sqliteDir!, DATABASE_URL: postgresUrl });
}

void main();
