import { loadConfig } from '../../../../../src/config/env';
import { seedCommand } from '../../../../../src/staff/seed-command';
import { adminCommand } from '../../../../../src/staff/admin-command';
import { PUBLISHED_PASSWORD_REFUSED } from '../../../../../src/staff/published-passwords';
import {
  build,
  envelope,
  logCapture,
  postgresCluster,
  rowCount,
  STORES,
  tempDir,
  type TestStore,
} from '../../../../helper';
import { ADMIN, EDITOR, signIn } from './staff';

describe.each(STORES)('a published demo password outside the demo on %s', (store: TestStore) => {
  it('is refused at sign-in with who can set a new one; `npm run admin -- password` lets the account in again', async () => {
    // A store the demo seeded (`npm run db:seed`, or a quick start), then served as a production
    // start serves it: SEED_DEMO not set.
    const env: Record<string, string> = { DATA_DIR: tempDir(), LOG_LEVEL: 'silent' };
    if (store === 'postgres') env.DATABASE_URL = await (await postgresCluster()).createDatabase();
    expect(await seedCommand(loadConfig(env))).toMatchObject({ seeded: true });
    const log = logCapture();
    // SEED_DEMO as a production start has it: not set (build() sets 1 unless told).
    const served = { ...env, SEED_DEMO: '', LOG_LEVEL: 'info' };
    const app = await build({ store: undefined, env: served, logStream: log.stream });
    expect(app.config.seedDemo).toBe(false);

    for (const account of [ADMIN, EDITOR]) {
      const refused = await signIn(app, account.username, account.password);
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused)).toMatchObject({
        code: 100000001,
        message: PUBLISHED_PASSWORD_REFUSED,
        data: null,
      });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect(await rowCount(app.db, 'staff_session')).toBe(0);
    const audited = await app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', '=', 'signInFailed')
      .execute();
    expect(audited.map((row) => JSON.parse(row.summary ?? '{}') as unknown)).toEqual([
      { username: 'admin', reason: 'publishedPassword' },
      { username: 'editor', reason: 'publishedPassword' },
    ]);
    // Logged as a warning, by the account's id: no name, no password.
    const warnings = log.lines.filter((line) => line.includes('published demo password'));
    expect(warnings).toHaveLength(2);
    for (const line of warnings) {
      expect(line).not.toMatch(/admin"|editor"|Huaxia|Bianji/);
      expect(JSON.parse(line)).toMatchObject({ level: 40, staffId: expect.any(Number) });
    }

    // The way back in: an admin on the server sets a new password.
    const out: string[] = [];
    const io = { readPassword: async () => 'Lan-shan tea cup 42', out: (line: string) => out.push(line) };
    expect(await adminCommand(['password', 'admin'], loadConfig(env), io)).toBe(0);
    expect(out).toEqual(['New password set for "admin"; its sessions are ended.']);
    expect((await signIn(app, 'admin', 'Lan-shan tea cup 42')).statusCode).toBe(200);
    // …and it cannot be set back to a published one.
    const again = { readPassword: async () => ADMIN.password, out: (line: string) => out.push(line) };
    expect(await adminCommand(['password', 'admin'], loadConfig(env), again)).toBe(1);
    expect(out.at(-1)).toContain('演示密码');
  }, 60_000);

  it('still signs the demo staff in within the demo (SEED_DEMO=1)', async () => {
    const app = await build({ store });
    expect(app.config.seedDemo).toBe(true);
    expect((await signIn(app, ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  }, 30_000);
});
