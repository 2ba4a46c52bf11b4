import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from '../../src/db/sqlite-driver';
import { Client } from 'pg';
import { SQLITE_FILE } from '../../src/db/connect';
import { build, postgresCluster, tempDir } from '../helper';
import { findPostgresBin, SEEDED_TEMPLATES } from '../pg-harness';
import { bundledServer, startServerProcess } from '../server-process';

const run = promisify(execFile);

/**
 * Backups (issue 26 item 3). The embedded store: `npm run db:backup` taken from a real server
 * while leads stream in over HTTP, restored with `npm run db:restore` into a fresh data folder,
 * holds every lead answered 提交成功 before the backup began; the restore refuses, changing
 * nothing, a running server's store and files that are not a whole store of this application.
 * PostgreSQL: pg_dump in the custom format and pg_restore into a new database give the same leads.
 * The server and both commands run as production builds them (esbuild bundles, `node …`).
 */
const serverEntry = bundledServer();
const backupEntry = bundledServer(path.resolve(__dirname, '../../src/db-backup.ts'));
const restoreEntry = bundledServer(path.resolve(__dirname, '../../src/db-restore.ts'));

type CommandResult = { code: number; stdout: string; stderr: string };

async function command(entry: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [entry, ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function submitLead(base: string, phone: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/cms/web/siteMessage/saveForClient`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: '备份学员', phone, fillMs: '5000' }).toString(),
  });
  const answer = (await response.json()) as { code: number; data: { id: string } | null };
  return answer.code === 0 && answer.data ? answer.data.id : undefined;
}

/** What a data folder holds: each file's name and the hash of its bytes (the lock file is empty). */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isFile())
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
}

const leadIds = (file: string): Set<string> => {
  const db = new SQLite(file, { readonly: true });
  try {
    return new Set(
      (db.prepare('select public_id from site_message').all() as { public_id: string }[]).map(
        (row) => row.public_id,
      ),
    );
  } finally {
    db.close();
  }
};

describe('npm run db:backup and db:restore (the embedded store)', () => {
  it('backs up during a stream of leads; the restore holds every lead acknowledged before the backup began', async () => {
    const dataDir = tempDir();
    const backupDir = tempDir();
    const env = { DATA_DIR: dataDir, WEB_ROOT: tempDir(), BACKUP_DIR: backupDir };
    const server = await startServerProcess({ ...env, LEAD_RATE_LIMIT: '1000000' }, serverEntry());
    const acknowledged: string[] = [];
    let stop = false;
    let sequence = 0;
    const worker = async () => {
      while (!stop) {
        const id = await submitLead(server.base, `137${String(sequence++).padStart(8, '0')}`).catch(
          () => undefined,
        );
        if (id) acknowledged.push(id);
      }
    };
    let backup: CommandResult;
    let before: string[];
    let during: number;
    const stream = Promise.all(Array.from({ length: 4 }, worker));
    try {
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
      before = [...acknowledged];
      backup = await command(backupEntry(), [], env);
      during = acknowledged.length - before.length;
      // A restore onto the running server's store is refused, and changes nothing.
      const store = path.join(dataDir, SQLITE_FILE);
      const inode = statSync(store).ino;
      const refused = await command(restoreEntry(), [backupFile(backup)], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Not restored: .*is in use \(site\.db\.lock is held\)/);
      expect(statSync(store).ino).toBe(inode);
      expect(readdirSync(dataDir).filter((name) => /replaced|restoring/.test(name))).toEqual([]);
    } finally {
      stop = true;
      await stream;
      await server.stop();
    }
    expect(backup.code).toBe(0);
    const file = backupFile(backup);
    expect(backup.stdout).toContain(`${file}  ${statSync(file).size} bytes`);

    const fresh = tempDir();
    const restored = await command(restoreEntry(), [file], { DATA_DIR: fresh });
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('There was no store before.');
    const inBackup = leadIds(path.join(fresh, SQLITE_FILE));
    expect(before.filter((id) => !inBackup.has(id))).toEqual([]);
    // Every lead of the backup was acknowledged (the 42 of the demo aside): nothing half-written.
    console.log(
      `backup during a lead stream: ${before.length} acknowledged before it began, ${during} while it ran, ` +
        `${acknowledged.length} in all; the restored store holds ${inBackup.size - 42} of them; ${backup.stdout.trim()}`,
    );
  });

  describe('refusals change nothing', () => {
    const dataDir = tempDir();
    const files = tempDir();
    const env = { DATA_DIR: dataDir };
    let good: string;
    let before: Record<string, string>;
    beforeAll(async () => {
      copyFileSync(process.env[SEEDED_TEMPLATES.sqlite]!, path.join(dataDir, SQLITE_FILE));
      const made = await command(backupEntry(), [], { ...env, BACKUP_DIR: files });
      expect(made.code).toBe(0);
      good = backupFile(made);
      before = snapshot(dataDir);
    });

    const cases: [string, () => string, RegExp][] = [
      [
        'a truncated backup',
        () => {
          const bytes = readFileSync(good);
          const file = path.join(files, 'truncated.db');
          writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
          return file;
        },
        /truncated or damaged/,
      ],
      [
        'another application’s SQLite file',
        () => {
          const file = path.join(files, 'foreign.db');
          const db = new SQLite(file);
          db.exec('create table site_message (id integer primary key); insert into site_message values (1)');
          db.close();
          return file;
        },
        /not this application's store/,
      ],
      [
        'random bytes',
        () => {
          const file = path.join(files, 'random.db');
          writeFileSync(file, Buffer.from(Array.from({ length: 8192 }, (_, n) => (n * 7919 + 13) % 251)));
          return file;
        },
        /is not an SQLite database/,
      ],
      [
        'a backup of a newer version',
        () => {
          const file = path.join(files, 'newer.db');
          copyFileSync(good, file);
          const db = new SQLite(file);
          db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
            '999-from-the-future',
            new Date().toISOString(),
          );
          db.close();
          return file;
        },
        /newer version of this application \(migrations this code does not have: 999-from-the-future\)/,
      ],
      ['a file that is not there', () => path.join(files, 'missing.db'), /No such file/],
    ];

    it.each(cases)('refuses %s', async (_name, make, message) => {
      const result = await command(restoreEntry(), [make()], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(snapshot(dataDir)).toEqual(before);
    });

    it('and puts a good backup back, keeping the store it replaced', async () => {
      const result = await command(restoreEntry(), [good], env);
      expect(result.code).toBe(0);
      const kept = readdirSync(dataDir).filter((name) => name.startsWith(`${SQLITE_FILE}.replaced-`));
      expect(kept).toHaveLength(1);
      expect(snapshot(dataDir)[kept[0]!]).toBe(before[SQLITE_FILE]);
      expect(leadIds(path.join(dataDir, SQLITE_FILE))).toEqual(leadIds(good));
    });
  });
});

/** The backup's file: the first word of the command's first line. */
function backupFile(result: CommandResult): string {
  const file = result.stdout.split(/\s/)[0] ?? '';
  if (!file.endsWith('.db')) throw new Error(`no backup file in: ${result.stdout}${result.stderr}`);
  return file;
}

describe('PostgreSQL: pg_dump and pg_restore', () => {
  it('give a new database the same leads', async () => {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
    const app = await build({ store: 'postgres', env: { LEAD_RATE_LIMIT: '1000' } });
    for (const [phone, website] of [
      ['13900000001', ''],
      ['13900000002', 'http://spam.example'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cms/web/siteMessage/saveForClient',
        payload: new URLSearchParams({ name: '备份学员', phone, fillMs: '5000', website }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(200);
    }
    const source = app.config.databaseUrl!;
    const dump = path.join(tempDir(), 'site.dump');
    // The README's commands (section "Backups"), with the test cluster's URLs.
    await run(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, source]);
    const target = await (await postgresCluster()).createDatabase();
    await run(path.join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${target}`, dump]);

    const leads = async (url: string) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          'select public_id, name, phone, quarantine_reason, created_at from site_message order by id',
        );
        return rows;
      } finally {
        await client.end();
      }
    };
    const original = await leads(source);
    expect(original.length).toBeGreaterThanOrEqual(44);
    expect(await leads(target)).toEqual(original);
    // The restored database is a store the server starts on (its migrations are there).
    const restoredApp = await build({ env: { DATABASE_URL: target } });
    expect((await restoredApp.inject({ url: '/readyz' })).json()).toMatchObject({
      checks: { database: 'ok' },
    });
  });
});
