import { connect } from '../../src/db/connect';
import type { QuarantineReason } from '@contract/lead-rules';
import { postgresCluster, STORES, tempDir, type TestStore } from '../helper';
import { bundledServer, startServerProcess, type ServerProcess } from '../server-process';

/**
 * Nothing acknowledged is lost (issue 21 item 1): leads from people and from programs go to the
 * real server in a child process, which is killed with SIGKILL while requests are in flight, 20
 * times; each round's server is the previous round's restart on the same data (a start of the
 * bundled server costs about 1–2 s of CPU, the most of the test's time). Every lead answered
 * 提交成功 must be in the database with the id it was answered with, the suspicious ones held back
 * with their reason.
 */
// DURABILITY_ROUNDS lowers it for a quick local run; CI runs the 20 the issue asks for.
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 20);
const WORKERS = 4;
/** Acknowledgements per round before the kill: enough to have requests in flight, kept small for CI time. */
const ACKS_PER_ROUND = 12;

/** The stream's mix, in turn: a person, then each way a program gives itself away. */
const KINDS: { reason: QuarantineReason | null; fields: Record<string, string> }[] = [
  { reason: null, fields: { fillMs: '5000' } },
  { reason: 'honeypot', fields: { fillMs: '5000', website: 'http://spam.example' } },
  { reason: null, fields: { fillMs: '12000' } },
  { reason: 'tooFast', fields: { fillMs: '200' } },
  { reason: 'noFillTime', fields: {} },
];

/** The production bundle (node dist-server/server.js): the test's time is mostly its 42 starts. */
const serverEntry = bundledServer();

/** The real server in a child process; the leads' rate limit out of the way of the workers. */
const startServer = (env: Record<string, string>) =>
  startServerProcess({ ...env, LEAD_RATE_LIMIT: '1000000' }, serverEntry());

async function submitLead(base: string, phone: string, fields: Record<string, string>) {
  const response = await fetch(`${base}/api/cms/web/siteMessage/saveForClient`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: '压测学员', phone, ...fields }).toString(),
  });
  const answer = (await response.json()) as { code: number; data: { id: string } | null };
  return answer.code === 0 && answer.data ? answer.data.id : undefined;
}

describe.each(STORES)('durability on %s', (store: TestStore) => {
  it(`keeps every acknowledged lead, suspicious ones included, through ${ROUNDS} SIGKILLs`, async () => {
    const started = performance.now();
    const env: Record<string, string> = { DATA_DIR: tempDir(), WEB_ROOT: tempDir() };
    if (store === 'postgres') env.DATABASE_URL = await (await postgresCluster()).createDatabase();

    const acknowledged = new Map<string, { id: string; reason: QuarantineReason | null }>();
    let sequence = 0;
    let server: ServerProcess = await startServer(env);
    for (let round = 0; round < ROUNDS; round++) {
      const running = server;
      let acks = 0;
      let killed = false;
      const worker = async () => {
        // Bounded: stops at the kill, or after 1,000 submissions of the round at most.
        for (let sent = 0; !killed && sent < 1000; sent++) {
          const n = sequence++;
          const phone = `139${String(n).padStart(8, '0')}`;
          const kind = KINDS[n % KINDS.length]!;
          const id = await submitLead(running.base, phone, kind.fields).catch(() => undefined);
          if (id === undefined) continue;
          acknowledged.set(phone, { id, reason: kind.reason });
          acks += 1;
          if (acks >= ACKS_PER_ROUND && !killed) {
            killed = true;
            // Requests of the other workers are still in flight.
            running.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      await running.exited;
      expect([round, acks >= ACKS_PER_ROUND]).toEqual([round, true]);
      // The restart opens the same data after a crash: it must come up (and is the next round's server).
      server = await startServer(env);
    }

    try {
      const { db } = connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
      const rows = await db
        .selectFrom('site_message')
        .select(['public_id', 'phone', 'quarantine_reason'])
        .execute();
      await db.destroy();
      const stored = new Map(rows.map((row) => [row.phone, row]));
      const lost = [...acknowledged].filter(([phone, { id, reason }]) => {
        const row = stored.get(phone);
        return row?.public_id !== id || row.quarantine_reason !== reason;
      });
      expect(lost).toEqual([]);
      const quarantined = [...acknowledged.values()].filter((lead) => lead.reason !== null).length;
      expect(quarantined).toBeGreaterThan(ROUNDS);
      expect(await submitLead(server.base, '13900009999', { fillMs: '5000' })).toMatch(/^[0-9a-f-]{36}$/);
      console.log(
        `durability on ${store}: ${ROUNDS} SIGKILLs, ${acknowledged.size} leads acknowledged ` +
          `(${quarantined} suspicious), ${lost.length} lost, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await server.stop();
    }
  }, 300_000);
});
