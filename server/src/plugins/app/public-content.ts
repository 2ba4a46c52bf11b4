/**
 * What staff change shows at once (issue 13 item 7), and scheduled content shows and hides on
 * time without a job runner.
 *
 * Every cache of public answers registers here: the JSON caches of the public routes
 * (`fastify.publicContent.jsonCache()`) and the rendered-page cache (routes/web-app.ts).
 * - `write(work)`: a content write. Runs `work` in one transaction, and after it committed drops
 *   every registered cache in this process and, with PostgreSQL, in every other process on the
 *   database (`NOTIFY content_changed`; each process `LISTEN`s on a connection of its own,
 *   reconnecting after an error and then dropping its caches, as it may have missed a change).
 * - Schedules: content and banners carry a publish time and an optional end time. The public
 *   queries filter on them with `fastify.clock`; the caches must not keep an answer past the
 *   next such time, so the service knows the soonest publish or end time still ahead (read from
 *   the database at start and after every change) and, on the first read at or after it, drops
 *   every cache and reads the next one. Reads check it (`beforeRead`), so a moved clock counts.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import { Client } from 'pg';
import type { Database } from '../../db/database';
import { JsonCache } from '../../lib/json-cache';
import { notifyChannel, soonestScheduleTime } from '../../repositories/content-table';

export const CONTENT_CHANNEL = 'content_changed';
const RECONNECT_MS = 1000;

export type Clearable = { clear(): void };

export type PublicContentService = {
  /** A JSON cache of public answers, dropped on every content write and at every schedule boundary. */
  jsonCache(): JsonCache;
  /** Another cache to drop with them (the rendered pages). */
  register(cache: Clearable): void;
  /** Drops every cache once the clock has reached the next publish or end time; call before a cached read. */
  beforeRead(): void;
  /** A content write: `work` in one transaction, then every cache here and in the other processes dropped. */
  write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Drops every cache here and (PostgreSQL) in the other processes; `write` calls it after commit. */
  invalidate(): Promise<void>;
  /** The next publish or end time ahead (ms since the epoch); Infinity when none. */
  nextBoundary(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicContent: PublicContentService;
  }
}

export default fp(
  async (fastify) => {
    const { db, clock, log } = fastify;
    const caches: Clearable[] = [];
    const instance = randomUUID();
    let boundary = Number.POSITIVE_INFINITY;
    let reading: Promise<void> | null = null;

    const clearAll = () => {
      for (const cache of caches) cache.clear();
    };

    /** The soonest publish or end time after now, of content and banners (published or not: cheap and safe). */
    async function readBoundary(): Promise<void> {
      const now = new Date(clock.now()).toISOString();
      const soonest = await Promise.all(
        (['site_content', 'site_banner'] as const).map((table) => soonestScheduleTime(db, table, now)),
      );
      boundary = Math.min(...soonest);
    }

    const refreshBoundary = (): Promise<void> => {
      const next = readBoundary().catch((error: unknown) => {
        // Unknown: check again on the next read rather than keep answers past a boundary.
        boundary = clock.now();
        log.warn({ err: error }, 'could not read the next publish or end time');
      });
      const tracked: Promise<void> = next.finally(() => {
        if (reading === tracked) reading = null;
      });
      reading = tracked;
      return tracked;
    };

    const dropLocal = async () => {
      clearAll();
      await refreshBoundary();
    };

    // ---- Other processes (PostgreSQL): LISTEN on a connection of our own ----
    let listener: Client | null = null;
    let closing = false;
    let retry: NodeJS.Timeout | undefined;

    async function listen(): Promise<void> {
      if (closing || !fastify.config.databaseUrl) return;
      const client = new Client({ connectionString: fastify.config.databaseUrl });
      const again = (error: unknown) => {
        if (listener !== client || closing) return;
        log.warn({ err: error }, 'content change listener lost its connection; reconnecting');
        listener = null;
        client.end().catch(() => undefined);
        retry = setTimeout(() => void listen(), RECONNECT_MS);
        retry.unref();
      };
      listener = client;
      client.on('error', again);
      client.on('end', () => again(new Error('connection ended')));
      client.on('notification', (message) => {
        if (message.channel === CONTENT_CHANNEL && message.payload !== instance) void dropLocal();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CONTENT_CHANNEL}`);
        // Changes made while not listening are unknown here: start afresh.
        await dropLocal();
      } catch (error) {
        again(error);
      }
    }

    async function notifyOthers(): Promise<void> {
      if (fastify.storeKind !== 'postgres') return;
      try {
        await notifyChannel(db, CONTENT_CHANNEL, instance);
      } catch (error) {
        // The write is committed: the other processes see it when their caches expire.
        log.error({ err: error }, 'could not tell the other server processes about a content change');
      }
    }

    const service: PublicContentService = {
      jsonCache() {
        const cache = new JsonCache(fastify.config.contentCacheTtlMs, service.beforeRead);
        caches.push(cache);
        return cache;
      },
      register(cache) {
        caches.push(cache);
      },
      beforeRead() {
        if (clock.now() < boundary || reading) return;
        clearAll();
        boundary = Number.POSITIVE_INFINITY;
        void refreshBoundary();
      },
      async write(work) {
        const result = await db.transaction().execute(work);
        await service.invalidate();
        return result;
      },
      async invalidate() {
        await dropLocal();
        await notifyOthers();
      },
      nextBoundary: () => boundary,
    };

    fastify.decorate('publicContent', service);
    await refreshBoundary();
    if (fastify.storeKind === 'postgres') await listen();
    fastify.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'public-content', dependencies: ['database', 'staff-auth'] },
);
