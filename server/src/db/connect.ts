import path from 'node:path';
import SQLite from './sqlite-driver';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './database';
import { ownerOnlyStore } from '../lib/secret-file';

export type StoreKind = 'sqlite' | 'postgres';

export type Store = { db: Kysely<Database>; kind: StoreKind };

export const SQLITE_FILE = 'site.db';

/** PostgreSQL when a URL is given, else the embedded SQLite file `site.db` in dataDir. */
export function connect(options: { databaseUrl: string | undefined; dataDir: string }): Store {
  if (options.databaseUrl) {
    // A connection that does not open within 5 s fails its query (unset: it would wait for ever
    // while the database is unreachable).
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A connection the database drops (a restart, an outage) emits 'error': on the pool while it is
    // idle, on the connection itself when it was just handed out (its socket closed before its
    // first query). Unheard, either would end the process. The query in flight fails on its own;
    // the pool lets the broken connection go and the next query opens another one (failing while
    // the database is away, as /readyz tells).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  ownerOnlyStore(options.dataDir, SQLITE_FILE);
  const sqlite = new SQLite(path.join(options.dataDir, SQLITE_FILE));
  // A deleted lead's bytes are overwritten with zeros, not left in free space (issue 35).
  sqlite.pragma('secure_delete = ON');
  // WAL lets readers run during a write; FULL syncs every commit, so an acknowledged lead survives a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
}
