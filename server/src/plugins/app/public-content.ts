/**
 * What staff change shows at once, in every server process on the database (issue 13 item 7,
 * issue 26 item 4), and scheduled content shows and hides on time without a job runner.
 *
 * Every cache of public answers registers here: the JSON caches of the public routes
 * (`fastify.publicContent.jsonCache()`), the rendered-page cache (routes/web-app.ts) and robots.txt
 * and the sitemaps (web/seo.ts). Nothing in them expires with time: they are kept until content
 * changes, within their bounds.
 * - The content generation (migration 015): a number in the database that triggers on every table
 *   the site shows raise inside each writing transaction, whatever makes the write (the console,
 *   the seed, a script, another process). Before a kept answer is served (`beforeRead`), the
 *   number is read again (one row by its primary key) if it was last read more than
 *   CONTENT_CHECK_INTERVAL_MS ago; when it grew, every cache here is dropped. So a write through
 *   another process shows here within that interval, and a request never waits for more than that
 *   one read. When the database cannot be read, the kept answers go on being served.
 * - `write(work)`: a content write of this process. Runs `work` in one transaction and, after it
 *   committed, reads the generation it made and drops every cache here at once.
 * - Schedules: content and banners carry a publish time and an optional end time. The public
 *   queries filter on them with `fastify.clock`; the caches must not keep an answer past the
 *   next such time, so the service knows the soonest publish or end time still ahead (read from
 *   the database at start and after every change) and, on the first read at or after it, drops
 *   every cache and reads the next one. Reads check it (`beforeRead`), so a moved clock counts.
 *   Until that read answers the next time is unknown: requests wait for it (CHECK_WAIT_MS at
 *   most), and nothing kept is served if it still has not answered.
 */
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { type BeforeRead, JsonCache } from '../../lib/json-cache';
import { readContentGeneration, soonestScheduleTime } from '../../repositories/content-table';

/** A failed read of the content generation is logged at most this often. */
const WARN_EVERY_MS = 60_000;
/**
 * A request waits at most this long for a read of the content generation: a database that does
 * not answer (an outage, a full pool) must not hold up pages that are kept. The read goes on.
 */
const CHECK_WAIT_MS = 250;

export type Clearable = { clear(): void };

export type PublicContentService = {
  /** A JSON cache of public answers, dropped when content changes and at every schedule boundary. */
  jsonCache(): JsonCache;
  /** Another cache to drop with them (the rendered pages, robots.txt and the sitemaps). */
  register(cache: Clearable): void;
  /**
   * Call before serving a kept answer: undefined when the kept answers may be served at once, else
   * a promise to wait for (the content generation is being read; when it grew, every cache is
   * dropped before it resolves). It never rejects. A publish or end time reached drops them too.
   */
  beforeRead: BeforeRead;
  /** A content write: `work` in one transaction, then every cache here dropped (the others see the generation grow). */
  write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Drops every cache here now, and reads the content generation and the next boundary again. */
  invalidate(): Promise<void>;
  /** The next publish or end time ahead (ms since the epoch); Infinity when none. */
  nextBoundary(): number;
  /** The content generation these caches hold answers of; null before it could be read. */
  generation(): number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicContent: PublicContentService;
  }
}

export default fp(
  async (fastify) => {
    const { db, clock, log } = fastify;
    const interval = fastify.config.contentCheckIntervalMs;
    const caches: Clearable[] = [];
    let boundary = Number.POSITIVE_INFINITY;
    let reading: Promise<void> | null = null;
    /** The generation the kept answers are of (null: unknown, the next read drops them). */
    let generation: number | null = null;
    /** When the read that set `generation` started (performance.now()); -Infinity: never. */
    let checkedAt = Number.NEGATIVE_INFINITY;
    let checking: Promise<void> | null = null;
    let warnedAt = Number.NEGATIVE_INFINITY;

    const clearAll = () => {
      for (const cache of caches) cache.clear();
    };

    /** The soonest publish or end time after now, of content and banners (published or not: cheap and safe). */
    async function readBoundary(): Promise<number> {
      const now = new Date(clock.now()).toISOString();
      const soonest = await Promise.all(
        (['site_content', 'site_banner'] as const).map((table) => soonestScheduleTime(db, table, now)),
      );
      return Math.min(...soonest);
    }

    /** Reads the next boundary; only the latest of reads that overlap sets it (an older one read an older clock). */
    const refreshBoundary = (): Promise<void> => {
      const tracked: Promise<void> = readBoundary()
        .then(
          (soonest) => {
            if (reading === tracked) boundary = soonest;
          },
          (error: unknown) => {
            // Unknown: check again on the next read rather than keep answers past a boundary.
            if (reading === tracked) boundary = clock.now();
            log.warn({ err: error }, 'could not read the next publish or end time');
          },
        )
        .finally(() => {
          if (reading === tracked) reading = null;
        });
      reading = tracked;
      return tracked;
    };

    /**
     * Reads the content generation; when it is not the one the caches hold, drops them. Answers
     * kept before the read started are then of the generation read or newer ones are dropped.
     */
    const check = (): Promise<void> => {
      checking ??= (async () => {
        const startedAt = performance.now();
        try {
          const seen = await readContentGeneration(db);
          if (seen !== generation) {
            clearAll();
            generation = seen;
            void refreshBoundary();
          }
          checkedAt = startedAt;
        } catch (error) {
          // The database is out of reach: keep serving what is kept, and try again after the interval.
          checkedAt = startedAt;
          if (startedAt - warnedAt >= WARN_EVERY_MS) {
            warnedAt = startedAt;
            log.warn({ err: error }, 'could not read the content generation; serving the kept answers');
          }
        } finally {
          checking = null;
        }
      })();
      return checking;
    };

    /** Drops every cache once the clock reached the next publish or end time, and reads the one after. */
    const passBoundary = (): void => {
      if (reading || clock.now() < boundary) return;
      clearAll();
      boundary = Number.POSITIVE_INFINITY;
      void refreshBoundary();
    };

    /** The reads, or CHECK_WAIT_MS, whichever ends first. */
    const waitForReads = (running: Promise<unknown>): Promise<void> => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CHECK_WAIT_MS);
        timer.unref();
      });
      return Promise.race([running.then(() => undefined), waited]).finally(() => clearTimeout(timer));
    };

    const service: PublicContentService = {
      jsonCache() {
        const cache = new JsonCache(service.beforeRead);
        caches.push(cache);
        return cache;
      },
      register(cache) {
        caches.push(cache);
      },
      beforeRead() {
        passBoundary();
        const checkDue = checking !== null || performance.now() - checkedAt >= interval;
        if (!reading && !checkDue) return undefined;
        // While the next publish or end time is being read it is unknown, and a kept answer may
        // be past it: wait for the read (a database that does not answer, CHECK_WAIT_MS at most),
        // and if it still has not answered, serve nothing kept.
        const pending = Promise.all([reading, checkDue ? (checking ?? check()) : undefined]);
        return waitForReads(pending).then(() => {
          if (reading) clearAll();
          else passBoundary();
        });
      },
      async write(work) {
        const result = await db.transaction().execute(work);
        await service.invalidate();
        return result;
      },
      async invalidate() {
        // What this process just wrote is dropped now, not after the next check.
        clearAll();
        generation = null;
        checkedAt = Number.NEGATIVE_INFINITY;
        await check();
        // The check read the next boundary again when it saw the new generation.
        await (reading ?? refreshBoundary());
      },
      nextBoundary: () => boundary,
      generation: () => generation,
    };

    fastify.decorate('publicContent', service);
    await check();
    await refreshBoundary();
  },
  { name: 'public-content', dependencies: ['database', 'staff-auth'] },
);
