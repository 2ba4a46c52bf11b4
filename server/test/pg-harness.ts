import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../../scripts/free-port.mjs';

const run = promisify(execFile);

/** A throwaway PostgreSQL cluster in a temp dir, on a free loopback port, trusted local access. */
export type PostgresCluster = {
  port: number;
  /** Creates an empty database and returns its URL. */
  /** A new database: empty, or a copy of `template` (a database of the cluster nobody is connected to). */
  createDatabase(template?: string): Promise<string>;
  stop(): Promise<void>;
};

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL that has initdb. */
export function findPostgresBin(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  return readdirSync(POSTGRES_ROOT)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(POSTGRES_ROOT, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
}

/**
 * The run's shared cluster (server/test/global-setup.ts) when there is one, else a cluster of the
 * file's own. A database per app keeps tests apart either way: advisory locks and LISTEN channels
 * are per database.
 */
export async function testCluster(): Promise<PostgresCluster> {
  const port = Number(process.env[SHARED_CLUSTER_PORT]);
  return port ? sharedCluster(port) : startPostgres();
}

/** Where global-setup.ts tells the test workers the shared cluster's port. */
export const SHARED_CLUSTER_PORT = 'EDU_SITE_TEST_PG_PORT';
/** Where the run's seeded templates are (global-setup.ts): a SQLite file, a database's name. */
export const SEEDED_TEMPLATES = {
  sqlite: 'EDU_SITE_TEST_SQLITE_TEMPLATE',
  postgres: 'EDU_SITE_TEST_PG_TEMPLATE',
} as const;

async function adminQuery(port: number, sql: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function createDatabaseSql(name: string, template: string | undefined): string {
  if (template === undefined) return `CREATE DATABASE ${name}`;
  if (!/^[a-z0-9_]+$/.test(template)) throw new Error(`not a database name: ${template}`);
  return `CREATE DATABASE ${name} TEMPLATE ${template}`;
}

/** A file's view of the shared cluster: its databases are named after its worker's process. */
function sharedCluster(port: number): PostgresCluster {
  const created: string[] = [];
  return {
    port,
    async createDatabase(template) {
      const name = `site_${process.pid}_${Date.now().toString(36)}_${created.length + 1}`;
      await adminQuery(port, createDatabaseSql(name, template));
      created.push(name);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    // The cluster outlives the file (global-teardown.ts stops it). Its databases that nothing
    // holds any more go now; one a connection still holds (refused) goes with the cluster.
    async stop() {
      for (const name of created.splice(0)) {
        await adminQuery(port, `DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      }
    },
  };
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed (no initdb under ${POSTGRES_ROOT}/*/bin): run \`apt-get install postgresql\``,
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-pg-'));
  // initdb refuses to run as root: run the cluster as the postgres user, in a dir it owns.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  await pg('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    'start',
    '-o',
    // Room for the whole run's apps when the workers share it (each app's pool holds up to 10).
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=400`,
  ]);

  let count = 0;
  return {
    port,
    async createDatabase(template) {
      count += 1;
      const name = `site_${count}`;
      await adminQuery(port, createDatabaseSql(name, template));
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
