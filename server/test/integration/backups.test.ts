import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from '../../src/db/sqlite-driver';
import { Kysely, Migrator, sql, SqliteDialect } from 'kysely';
import { generate } from 'otplib';
import { Client } from 'pg';
import type { TwoFactorChallenge } from '@contract/staff';
import { backupStore, restoreStore } from '../../src/db/backup';
import { knownMigrations } from '../../src/db/migrate';
import { activateEnrolment, startEnrolment } from '../../src/repositories/staff-two-factor';
import { forgetLeads } from '../../src/staff/lead-retention';
import { totpKeyOf } from '../../src/staff/totp-key';
import { sealSecret } from '../../src/lib/sealed-secret';
import { newSecret } from '../../src/staff/two-factor';
import { previewSecretOf } from '../../src/web/preview-link';
import { SQLITE_FILE } from '../../src/db/connect';
import type { Database } from '../../src/db/database';
import { migrationProvider } from '../../src/db/migrations';
import { build, envelope, postgresCluster, tempDir } from '../helper';
import { findPostgresBin, SEEDED_TEMPLATES } from '../pg-harness';
import { ADMIN, call, ORIGIN, sessionCookie, signedIn, signIn } from '../routes/api/bms/system/staff';
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
    // Four node processes and a server start: 33 s on main on a machine loaded at 20 (2 cores).
  }, 90_000);

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
      // Foreign code and shapes (issue 35): the schema must be exactly what the migrations make.
      [
        'a backup with two triggers added by hand (leads and password hashes copied into a public setting)',
        () =>
          tampered('triggers.db', [
            `create trigger leak_leads after insert on site_message begin
               update site_setting set enroll_notice = new.name || ' ' || new.phone; end`,
            `create trigger leak_passwords after update on staff_account begin
               update site_setting set enroll_notice = new.password_hash; end`,
          ]),
        /多出触发器 leak_leads（表 site_message）.*多出触发器 leak_passwords（表 staff_account）/s,
      ],
      [
        'a backup with an extra view',
        () => tampered('view.db', ['create view lead_phones as select name, phone from site_message']),
        /多出视图 lead_phones/,
      ],
      [
        'a backup with an extra index',
        () => tampered('index.db', ['create index site_message_phone_idx on site_message (phone)']),
        /多出索引 site_message_phone_idx（表 site_message）/,
      ],
      [
        'a backup with a view over a table that is not there (it cannot even be compiled)',
        () => tampered('broken-view.db', ['create view lost as select * from nowhere']),
        /多出视图 lost/,
      ],
      [
        'a backup with a virtual table (full-text search, with its shadow tables)',
        () => tampered('virtual.db', ['create virtual table spy using fts5(name, phone)']),
        /多出表 spy.*多出表 spy_config/s,
      ],
      [
        'a backup with an extra table',
        () => tampered('table.db', ['create table stash (value text)']),
        /多出表 stash/,
      ],
      [
        'a backup with a column removed',
        () => tampered('column.db', ['alter table site_message drop column address']),
        /表 site_message 缺少列 address/,
      ],
      [
        'a backup with a generated column that hides an expression',
        () =>
          tampered('generated.db', [
            'alter table site_message add column shout text generated always as (upper(name) || phone) virtual',
          ]),
        /表 site_message 多出列 shout/,
      ],
    ];

    /** A copy of the good backup with these statements run on it (as someone editing it by hand would). */
    function tampered(name: string, statements: string[]): string {
      const file = path.join(files, name);
      copyFileSync(good, file);
      const db = new SQLite(file);
      for (const statement of statements) db.exec(statement);
      db.close();
      return file;
    }

    it.each(cases)('refuses %s', async (_name, make, message) => {
      const result = await command(restoreEntry(), [make()], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(snapshot(dataDir)).toEqual(before);
    });

    it('accepts a backup of an older version (fewer migrations), compared with what those migrations make', async () => {
      const older = path.join(files, 'older.db');
      const applied = await migratedStore(older, OLDER);
      expect(applied.at(-1)).toBe(OLDER);
      const other = tempDir();
      const result = await command(restoreEntry(), [older], { DATA_DIR: other });
      expect(result).toMatchObject({ code: 0 });
      expect(result.stdout).toContain(`migrations up to ${OLDER}`);
    });

    it('refuses an older backup with a trigger added, naming it', async () => {
      const older = path.join(files, 'older-tampered.db');
      await migratedStore(older, OLDER);
      const db = new SQLite(older);
      db.exec(
        'create trigger leak_leads after insert on site_message begin update site_setting set icp_links = new.phone; end',
      );
      db.close();
      const other = tempDir();
      const result = await command(restoreEntry(), [older], { DATA_DIR: other });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/多出触发器 leak_leads（表 site_message）/);
      expect(readdirSync(other)).toEqual([]);
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

describe('what the embedded store and its backups keep (issue 35)', () => {
  const holds = (file: string, text: string) =>
    existsSync(file) && readFileSync(file).includes(Buffer.from(text, 'utf8'));
  const known = () => knownMigrations();

  /** An app on its own data folder (a new store, seeded), and a lead with these name and phone. */
  async function appWithLead(dataDir: string, lead: { name: string; phone: string }) {
    const app = await build({ env: { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/cms/web/siteMessage/saveForClient',
      payload: new URLSearchParams({ ...lead, fillMs: '5000' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toMatchObject({ code: 0 });
    const row = await app.db
      .selectFrom('site_message')
      .select('id')
      .where('phone', '=', lead.phone)
      .executeTakeFirstOrThrow();
    return { app, id: row.id };
  }

  /** Which of the store's files, and of a backup taken now, still hold `text`. */
  async function filesHolding(dataDir: string, text: string): Promise<string[]> {
    const { file } = await backupStore(dataDir, path.join(tempDir(), 'backups'), await known());
    const files = ['site.db', 'site.db-wal'].map((name) => path.join(dataDir, name)).concat(file);
    return files.filter((name) => holds(name, text)).map((name) => path.basename(name));
  }

  it('a lead deleted by staff is in none of site.db, site.db-wal and the next backup', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const lead = { name: '删后无痕甲', phone: '13987654321' };
    const { app, id } = await appWithLead(dataDir, lead);
    // It is there before, in the store itself (the test can see it; freed space would keep it).
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(app.db);
    expect(holds(path.join(dataDir, 'site.db'), lead.phone)).toBe(true);
    const cookie = await signedIn(app, ADMIN);
    const deleted = await call(app, cookie, { method: 'DELETE', url: `/api/cms/web/siteMessage?id=${id}` });
    expect(deleted.json()).toMatchObject({ code: 0 });
    expect(await filesHolding(dataDir, lead.phone)).toEqual([]);
    expect(await filesHolding(dataDir, lead.name)).toEqual([]);
  });

  it('a lead anonymised or deleted by the retention is in none of them either', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const lead = { name: '删后无痕乙', phone: '13987654322' };
    const { app } = await appWithLead(dataDir, lead);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(app.db);
    expect(holds(path.join(dataDir, 'site.db'), lead.name)).toBe(true);
    const now = Date.now() + 86_400_000;
    const before = new Date(now).toISOString();
    expect(
      await forgetLeads(app.db, { mode: 'anonymise', before, now, action: 'anonymise', via: 'test' }),
    ).toBeGreaterThan(0);
    expect(await filesHolding(dataDir, lead.phone)).toEqual([]);
    expect(await filesHolding(dataDir, lead.name)).toEqual([]);
  });

  it('the data folder, the store, its keys, the backups and a restored store are readable by the owner only', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const backupDir = path.join(root, 'backups');
    const { app } = await appWithLead(dataDir, { name: '权限学员', phone: '13987654323' });
    totpKeyOf(app.config);
    previewSecretOf(app.config);
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    const modes = (dir: string, names: string[]) =>
      Object.fromEntries([['.', mode(dir)], ...names.map((name) => [name, mode(path.join(dir, name))])]);
    const stored = ['site.db', 'site.db-wal', 'site.db-shm', 'staff-totp.key', 'preview-secret.key'];
    expect(modes(dataDir, stored)).toEqual(
      Object.fromEntries([['.', '700'], ...stored.map((name) => [name, '600'])]),
    );

    const { file } = await backupStore(dataDir, backupDir, await known());
    expect(modes(backupDir, readdirSync(backupDir))).toEqual(
      Object.fromEntries([['.', '700'], ...readdirSync(backupDir).map((name) => [name, '600'])]),
    );
    expect(readdirSync(backupDir).length).toBeGreaterThanOrEqual(2); // the store and its keys
    await app.close();

    const fresh = path.join(root, 'restored');
    await restoreStore(file, fresh, await known());
    expect(modes(fresh, ['site.db', 'staff-totp.key', 'preview-secret.key'])).toEqual({
      '.': '700',
      'site.db': '600',
      'staff-totp.key': '600',
      'preview-secret.key': '600',
    });
  });

  it('two-factor works after a restore into a fresh data folder: the keys go with the backup', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const app = await build({ env: { DATA_DIR: dataDir } });
    const admin = await app.db
      .selectFrom('staff_account')
      .select('id')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    const secret = newSecret();
    const sealed = sealSecret(secret, totpKeyOf(app.config));
    expect(sealed).toMatch(/^gcm:/);
    const at = new Date();
    await startEnrolment(app.db, admin.id, sealed, at);
    expect(await activateEnrolment(app.db, admin.id, sealed, Math.floor(at.getTime() / 30_000) - 2, at)).toBe(
      true,
    );
    const previewSecret = previewSecretOf(app.config);
    await app.close();
    const { file } = await backupStore(dataDir, path.join(root, 'backups'), await known());

    const fresh = path.join(root, 'restored');
    await restoreStore(file, fresh, await known());
    const restored = await build({ env: { DATA_DIR: fresh } });
    const challenge = await signIn(restored, ADMIN.username, ADMIN.password);
    const { pendingToken } = envelope<TwoFactorChallenge>(challenge).data;
    expect(pendingToken).toEqual(expect.any(String));
    const signedInWithCode = await restored.inject({
      method: 'POST',
      url: '/api/bms/system/admin/signInWithCode',
      payload: { pendingToken, code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) },
      headers: { origin: ORIGIN },
    });
    expect(signedInWithCode.json()).toMatchObject({ code: 0 });
    expect(sessionCookie(signedInWithCode)).toMatch(/^sid=/);
    // Preview links signed before the backup still open.
    expect(previewSecretOf(restored.config)).toBe(previewSecret);
  });

  it('refuses, changing nothing, a backup whose two-factor secrets the key at hand cannot open', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const app = await build({ env: { DATA_DIR: dataDir } });
    const sealed = sealSecret(newSecret(), totpKeyOf(app.config));
    await startEnrolment(app.db, 1, sealed, new Date());
    await app.close();
    const backupDir = path.join(root, 'backups');
    const { file } = await backupStore(dataDir, backupDir, await known());
    // The backup without its keys, into a folder with a key of its own.
    for (const name of readdirSync(backupDir))
      if (path.join(backupDir, name) !== file) rmSync(path.join(backupDir, name));
    const other = path.join(root, 'other');
    totpKeyOf({ staffTotpKey: null, databaseUrl: undefined, dataDir: other });
    const before = snapshot(other);
    await expect(restoreStore(file, other, await known())).rejects.toThrow(/两步验证密钥/);
    expect(snapshot(other)).toEqual(before);
  });
});

/** A migration well before the newest: a store at it is what an older version left. */
const OLDER = '005-leads-uploads';

/** A new SQLite store with this code's migrations applied up to `last`; the names applied. */
async function migratedStore(file: string, last: string): Promise<string[]> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(last);
    if (error) throw error;
  } finally {
    await db.destroy();
  }
  const store = new SQLite(file, { readonly: true });
  try {
    return (store.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
      (row) => row.name,
    );
  } finally {
    store.close();
  }
}

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
    // The commands of docs/operations.md ("Backups"), with the test cluster's URLs.
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

describe('PostgreSQL: npm run db:restore -- --check, after pg_restore (issue 35)', () => {
  let bin: string;
  let good: string;
  beforeAll(async () => {
    bin = findPostgresBin() ?? '';
    if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
    const app = await build({ store: 'postgres' });
    good = path.join(tempDir(), 'site.dump');
    await run(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${good}`, app.config.databaseUrl!]);
    await app.close();
  }, 60_000);

  /** The restore of docs/operations.md ("Backups"): pg_restore into a new, empty database; its URL. */
  async function restored(dump: string): Promise<string> {
    const target = await (await postgresCluster()).createDatabase();
    await run(path.join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${target}`, dump]);
    return target;
  }

  /** A dump edited by hand: the good one restored, these statements run on it, dumped again. */
  async function tamperedDump(statements: string): Promise<string> {
    const scratch = await restored(good);
    await query(scratch, statements);
    const dump = path.join(tempDir(), 'tampered.dump');
    await run(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, scratch]);
    await dropped(scratch);
    return dump;
  }

  /** Drops a database of the test cluster now (in the test's time, not all at the file's end). */
  async function dropped(url: string): Promise<void> {
    const admin = new URL(url);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    await query(admin.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  async function query<T>(url: string, text: string): Promise<T[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** What the database holds, besides rows: every schema, relation, function and trigger, and any lock. */
  const catalogue = (url: string) =>
    query(
      url,
      `select (select string_agg(nspname, ',' order by nspname) from pg_namespace) as schemas,
              (select string_agg(relname || ':' || relkind::text, ',' order by relname) from pg_class) as relations,
              (select string_agg(proname, ',' order by proname) from pg_proc) as routines,
              (select string_agg(tgname, ',' order by tgname) from pg_trigger) as triggers`,
    );

  const check = (url: string) => command(restoreEntry(), ['--check'], { DATABASE_URL: url });

  const cases: [string, string, RegExp][] = [
    [
      'a trigger and its function added (new leads copied into a public setting)',
      `create function leak_lead() returns trigger language plpgsql as $$
         begin update site_setting set enroll_notice = new.name || ' ' || new.phone; return new; end $$;
       create trigger leak_leads after insert on site_message for each row execute function leak_lead();`,
      /多出触发器 leak_leads（表 site_message）.*多出函数 leak_lead\(\)/s,
    ],
    [
      'an extra view',
      'create view lead_phones as select name, phone from site_message',
      /多出视图 lead_phones/,
    ],
    [
      'an extra index',
      'create index site_message_phone_idx on site_message (phone)',
      /多出索引 site_message_phone_idx（表 site_message）/,
    ],
    ['a column dropped', 'alter table site_message drop column address', /表 site_message 缺少列 address/],
    [
      'a rule and a changed default',
      `create rule copy_leads as on insert to site_message do also
         update site_setting set enroll_notice = new.phone;
       alter table site_menu alter column sort set default 5;`,
      /多出规则 copy_leads（表 site_message）.*表 site_menu 的列 sort：默认值为 5，应为 0/s,
    ],
  ];

  it.each(cases)(
    'refuses a dump with %s, naming it, and changes nothing',
    async (_name, statements, message) => {
      const target = await restored(await tamperedDump(statements));
      const before = await catalogue(target);
      const result = await check(target);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Refused: database site_\w+ does not have the schema/);
      expect(result.stderr).toContain('数据库结构与本程序的迁移所建的不一致，请勿让服务器使用该数据库：');
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(await catalogue(target)).toEqual(before);
      await dropped(target);
    },
    60_000,
  );

  it('refuses an event trigger without running the migrations it would fire on', async () => {
    const target = await restored(good);
    await query(
      target,
      `create function spy() returns event_trigger language plpgsql as $$ begin raise notice 'ran'; end $$;
       create event trigger spy_ddl on ddl_command_start execute function spy();`,
    );
    const before = await catalogue(target);
    const result = await check(target);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/多出事件触发器 spy_ddl/);
    expect(await catalogue(target)).toEqual(before);
    await dropped(target);
  }, 60_000);

  it('accepts a clean dump, leaving nothing behind', async () => {
    const target = await restored(good);
    const before = await catalogue(target);
    const result = await check(target);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /has the schema this application's migrations make \(schema public, up to \d{3}-[\w-]+\): \d+ leads/,
    );
    expect(await catalogue(target)).toEqual(before);
    // pg_locks is the whole cluster's: the other test files' databases hold advisory locks of their own.
    const advisoryLocksHere =
      "select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())";
    expect(await query(target, advisoryLocksHere)).toEqual([]);
    await dropped(target);
  }, 60_000);

  it("refuses a database that is not this application's, and --check without DATABASE_URL", async () => {
    const empty = await (await postgresCluster()).createDatabase();
    const result = await check(empty);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/不是本网站的数据库/);
    await dropped(empty);
    const unset = await command(restoreEntry(), ['--check'], { DATABASE_URL: '' });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/请把 DATABASE_URL 设为用 pg_restore 恢复的数据库/);
  }, 60_000);
});
