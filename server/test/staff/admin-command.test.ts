import { execFile } from 'node:child_process';
import path from 'node:path';
import { connect } from '../../src/db/connect';
import { verifyPassword } from '../../src/staff/password';
import { postgresCluster, STORES, tempDir } from '../helper';
import { bundledServer } from '../server-process';

const ROOT = path.resolve(__dirname, '../../..');
/** admin.ts bundled as production runs it (dist-server/admin.js): a start without tsx's loader. */
const adminEntry = bundledServer(path.join(ROOT, 'server/src/admin.ts'));

/** Runs the admin command as `npm run admin` would, the password piped on stdin. */
function runAdmin(args: string[], stdin: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [adminEntry(), ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

describe.each(STORES)('npm run admin -- create on %s', (store) => {
  let env: Record<string, string>;
  beforeAll(async () => {
    env = { DATA_DIR: tempDir(), SEED_DEMO: '0' };
    if (store === 'postgres') env.DATABASE_URL = await (await postgresCluster()).createDatabase();
  }, 30_000);

  const account = async (username: string) => {
    const { db } = connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
    try {
      return await db
        .selectFrom('staff_account')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
    } finally {
      await db.destroy();
    }
  };

  it('creates an account with the piped password and the given roles, and refuses the name twice', async () => {
    const created = await runAdmin(
      ['create', 'Wang.Li', '--roles', 'admissionsLead:vocational+academic,accountAdmin'],
      'Secret@2026wang\n',
      env,
    );
    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created "wang.li" with the roles 账号管理员、招生主管（成人教育、职业教育）.\n',
    });
    expect(created.stdout).not.toContain('Secret@2026wang');
    const row = await account('wang.li');
    expect(row).toMatchObject({ enabled: 1 });
    expect(JSON.parse(row?.roles ?? '')).toEqual([
      { role: 'accountAdmin' },
      { role: 'admissionsLead', sites: ['academic', 'vocational'] },
    ]);
    expect(await verifyPassword('Secret@2026wang', row?.password_hash ?? '')).toBe(true);

    const again = await runAdmin(['create', 'wang.li'], 'Other@2026password\n', env);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('already exists');
    expect(await verifyPassword('Secret@2026wang', (await account('wang.li'))?.password_hash ?? '')).toBe(
      true,
    );
  }, 30_000);

  it('makes a 集团管理员 by default, refuses a short password, an unknown role or site and bad usage', async () => {
    expect((await runAdmin(['create', 'chief'], 'Lead#Harbor2026\n', env)).code).toBe(0);
    expect(JSON.parse((await account('chief'))?.roles ?? '')).toEqual([{ role: 'groupAdmin' }]);
    for (const [roles, message] of [
      ['root', 'Unknown role root'],
      ['editor:moon', 'Unknown site moon'],
      ['editor', '请为“编辑”选择适用的站点'],
      ['groupAdmin:company', '“集团管理员”适用于全部站点，无需选择站点'],
    ]) {
      const refused = await runAdmin(['create', 'x3', '--roles', roles!], 'Lead#Harbor2026\n', env);
      expect([roles, refused.code, refused.stdout]).toEqual([roles, 2, expect.stringContaining(message!)]);
    }
    expect(await account('x3')).toBeUndefined();
    const short = await runAdmin(['create', 'shorty'], 'short\n', env);
    expect(short.code).toBe(1);
    expect(await account('shorty')).toBeUndefined();
    expect(
      (await runAdmin(['create', 'x2', '--permissions', 'content'], 'Lead#Harbor2026\n', env)).code,
    ).toBe(2);
    expect((await runAdmin([], '', env)).stdout).toContain('Usage: npm run admin -- create');
  }, 30_000);
});
