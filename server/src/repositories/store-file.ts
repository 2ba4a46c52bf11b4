import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * The embedded store's write-ahead log copied into the store and emptied (a TRUNCATE checkpoint):
 * after leads were deleted or anonymised (issue 35), the log still holds their pages as they were,
 * while the store zeroes what it deletes (`secure_delete`, db/connect.ts). It waits for no one:
 * while another process reads the store (a backup under way) the log is left for the next time,
 * rather than holding the server's one connection. PostgreSQL: nothing to do.
 */
export async function emptyWriteAheadLog(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await db.connection().execute(async (connection) => {
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(connection);
    } finally {
      await sql`pragma busy_timeout = 5000`.execute(connection);
    }
  });
}
