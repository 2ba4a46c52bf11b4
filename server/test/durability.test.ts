import { connect } from '../src/db/connect';
import { postgresCluster, STORES, tempDir, type TestStore } from './helper';
import { startServerProcess } from './server-process';

const WORKERS = 4;
const ACKS_BEFORE_KILL = 120;

/** The real server in a child process; the leads' rate limit out of the way of the workers. */
const startServer = (env: Record<string, string>) =>
  startServerProcess({ ...env, LEAD_RATE_LIMIT: '1000000' });

async function submitLead(base: string, phone: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/cms/web/siteMessage/saveForClient`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: '压测学员', phone, fillMs: '5000' }).toString(),
  });
  const answer = (await response.json()) as { code: number; data: { id: string } | null };
  return answer.code === 0 && answer.data ? answer.data.id : undefined;
}

describe.each(STORES)('durability on %s', (store: TestStore) => {
  it('keeps every acknowledged lead through a SIGKILL', async () => {
    const env: Record<string, string> = { DATA_DIR: tempDir(), WEB_ROOT: tempDir() };
    if (store === 'postgres') env.DATABASE_URL = await (await postgresCluster()).createDatabase();

    const first = await startServer(env);
    const acknowledged = new Map<string, string>();
    let sequence = 0;
    let killed = false;
    const worker = async () => {
      // Bounded: stops at the kill, or after 5 000 submissions at most.
      while (!killed && sequence < 5000) {
        const phone = `139${String(sequence++).padStart(8, '0')}`;
        const id = await submitLead(first.base, phone).catch(() => undefined);
        if (id !== undefined) acknowledged.set(phone, id);
        if (acknowledged.size >= ACKS_BEFORE_KILL && !killed) {
          killed = true;
          // Requests of the other workers are still in flight.
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    // The restarted server opens the same data: it must come up, and every acknowledged lead must be there.
    const second = await startServer(env);
    try {
      const { db } = connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
      const rows = await db.selectFrom('site_message').select(['public_id', 'phone']).execute();
      await db.destroy();
      const stored = new Map(rows.map((row) => [row.phone, row.public_id]));
      for (const [phone, id] of acknowledged) expect(stored.get(phone)).toBe(id);
      expect(await submitLead(second.base, '13900009999')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
