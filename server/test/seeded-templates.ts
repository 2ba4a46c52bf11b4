/**
 * Makes the run's seeded databases (run by global-setup.ts under tsx, which resolves the
 * server's imports as the dev server does): `<sqlite dir> [<postgres url>]`. Each is prepared
 * exactly as an app's first start prepares its store (plugins/app/prepare-store.ts), then closed.
 */
import { sql } from 'kysely';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import { prepareStore } from '../src/plugins/app/prepare-store';
import { DEMO_STAFF } from '../src/staff/accounts';
import { hashPassword } from '../src/staff/password';

/**
 * The scrypt cost of the demo staff's hashes in the tests' stores: the suites sign them in hundreds
 * of times (two server test files alone: 212 scrypt calls), about 0.15 s of CPU each at production's
 * 2^15. The sign-in path is the same (a hash is checked at the cost it names); every password the
 * tests set is hashed at 2^15.
 */
const DEMO_STAFF_TEST_COST = 2 ** 10;

async function prepare(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ SEED_DEMO: '1', ...env });
  const { db, kind } = connect(config);
  try {
    await prepareStore(db, config);
    for (const { username, password } of DEMO_STAFF) {
      await db
        .updateTable('staff_account')
        .set({ password_hash: await hashPassword(password, DEMO_STAFF_TEST_COST) })
        .where('username', '=', username)
        .execute();
    }
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
