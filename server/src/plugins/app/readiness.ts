/**
 * The readiness checks of /readyz (routes/health.ts, issue 26 item 2): the database answers a
 * trivial query within READY_TIMEOUT_MS and holds every migration of this code; the page renderer
 * loads (routes/web-app.ts adds that check). A check that is still running when the next probe
 * comes is shared, so probes during an outage cannot pile up queries on the database.
 */
import fp from 'fastify-plugin';
import { latestAppliedMigration, latestKnownMigration } from '../../db/migrate';

/** How long /readyz waits for the database: an outage answers 503 well within a second. */
export const READY_TIMEOUT_MS = 500;

/** A check's answer: null when it passes, else what is wrong (a short English phrase). */
export type ReadinessCheck = () => Promise<string | null>;

export type Readiness = {
  /** Adds a check (by name) that /readyz runs. */
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check: each one's problem, or null. */
  run(): Promise<Record<string, string | null>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** `work` within `ms`, else the answer `late`; the work goes on (and is shared, see `shared`). */
function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One run of `check` at a time: a call while it runs gets the same answer. */
function shared(check: ReadinessCheck): ReadinessCheck {
  let running: Promise<string | null> | null = null;
  return () => {
    running ??= check()
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
      .finally(() => {
        running = null;
      });
    return running;
  };
}

export default fp(
  async (fastify) => {
    const checks = new Map<string, ReadinessCheck>();
    const readiness: Readiness = {
      add(name, check) {
        checks.set(name, shared(check));
      },
      async run() {
        const names = [...checks.keys()];
        const answers = await Promise.all(
          names.map((name) =>
            within(checks.get(name)!(), READY_TIMEOUT_MS, `no answer within ${READY_TIMEOUT_MS} ms`),
          ),
        );
        return Object.fromEntries(names.map((name, index) => [name, answers[index] ?? null]));
      },
    };
    fastify.decorate('readiness', readiness);

    const latestKnown = await latestKnownMigration();
    readiness.add('database', async () => {
      const applied = await latestAppliedMigration(fastify.db);
      // A newer process may have migrated further: this code's migrations are what it needs.
      if (applied === null || applied < latestKnown) {
        return `migrations not done (database at ${applied ?? 'none'}, code at ${latestKnown})`;
      }
      return null;
    });
  },
  { name: 'readiness', dependencies: ['database'] },
);
