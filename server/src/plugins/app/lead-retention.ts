import fp from 'fastify-plugin';
import { sweepLeads } from '../../staff/lead-retention';

/** How often the sweep runs after the one at start. */
export const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * The retention of leads, inside the server (no cron to set up): at start and then hourly,
 * suspicious leads older than LEAD_QUARANTINE_DAYS are deleted and, with LEAD_RETENTION_MONTHS,
 * older leads anonymised (staff/lead-retention.ts). The timer does not keep the process alive;
 * closing the app stops it and waits for a sweep under way, before the database closes (onClose
 * hooks run last-registered first). Several processes on one PostgreSQL database may sweep at
 * once: they take disjoint batches.
 */
export default fp(
  async (fastify) => {
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    let closing = false;

    const sweep = () => {
      if (running || closing) return;
      running = sweepLeads(fastify.db, fastify.config, fastify.clock.now())
        .then((result) => {
          if (result.purgedQuarantined || result.anonymised) fastify.log.info(result, 'lead retention sweep');
        })
        .catch((error: unknown) => fastify.log.error({ err: error }, 'lead retention sweep failed'))
        .finally(() => {
          running = undefined;
        });
    };

    fastify.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
    fastify.decorate('leadRetention', {
      /** Runs a sweep now and waits for it (after one under way, which saw an older state). */
      async sweepNow() {
        await running;
        sweep();
        await running;
      },
    });
  },
  { name: 'lead-retention', dependencies: ['database', 'staff-auth'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    leadRetention: { sweepNow(): Promise<void> };
  }
}
