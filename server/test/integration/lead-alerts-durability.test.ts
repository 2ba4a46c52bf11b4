import { connect } from '../../src/db/connect';
import { runAlertDurability, reportLines } from '../alert-durability';
import { tempDir } from '../helper';
import { startServerProcess } from '../server-process';

/**
 * Issue 38 item 2, the short check (the full one is `npm run soak:alerts`): 100 leads into the
 * real server (a child process) with three destinations, one SIGKILL, the 钉钉 robot down
 * for 5 s from the kill on. Every acknowledged lead is stored, every destination gets each of
 * them, and a lead is repeated to a destination only where the kill fell between the robot's
 * answer and the commit recording it: at most once per destination.
 */
// Two starts only: the sources through tsx cost less than bundling the server first.
it('delivers every lead to every destination once through a SIGKILL and a robot down', async () => {
  const dataDir = tempDir();
  const report = await runAlertDurability({
    leads: 100,
    kills: 1,
    downMs: 5_000,
    workers: 4,
    env: { DATA_DIR: dataDir, WEB_ROOT: tempDir() },
    start: async (env) => {
      const server = await startServerProcess(env);
      return {
        base: server.base,
        stop: server.stop,
        kill: async () => {
          server.child.kill('SIGKILL');
          await server.exited;
        },
      };
    },
    storedLeads: async (prefix) => {
      const { db } = connect({ databaseUrl: undefined, dataDir });
      try {
        const rows = await db
          .selectFrom('site_message')
          .select('id')
          .where('phone', 'like', `${prefix}%`)
          .where('quarantine_reason', 'is', null)
          .execute();
        return rows.map((row) => row.id);
      } finally {
        await db.destroy();
      }
    },
    settleMs: 60_000,
  });
  console.log(['lead alerts durability (sqlite):', ...reportLines(report)].join('\n'));
  expect([report.acknowledged, report.stored, report.lostLeads, report.kills]).toEqual([100, 100, 0, 1]);
  for (const destination of report.destinations) {
    expect([destination.kind, destination.distinct, destination.missing]).toEqual([destination.kind, 100, 0]);
    expect(destination.duplicates).toBeLessThanOrEqual(1);
  }
}, 120_000);
