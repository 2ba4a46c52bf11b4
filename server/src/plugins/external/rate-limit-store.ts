import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { countHit, deleteExpiredWindows } from '../../repositories/rate-limit';

/** Counts hits per bucket in fixed windows: resolves to the count including this hit. */
export type HitCounter = {
  hit(bucket: string, windowStart: number, windowMs: number, now: number): Promise<number>;
};

/** In one process's memory: enough for the embedded store, which only one process opens. */
export function memoryCounter(): HitCounter {
  const windows = new Map<string, { start: number; expiresAt: number; hits: number }>();
  let nextSweep = 0;
  return {
    async hit(bucket, windowStart, windowMs, now) {
      if (now >= nextSweep) {
        for (const [key, entry] of windows) if (entry.expiresAt <= now) windows.delete(key);
        nextSweep = now + windowMs;
      }
      const entry = windows.get(bucket);
      if (entry && entry.start === windowStart) {
        entry.hits += 1;
        return entry.hits;
      }
      windows.set(bucket, { start: windowStart, expiresAt: windowStart + windowMs, hits: 1 });
      return 1;
    },
  };
}

/**
 * In the database (table rate_limit), so that every server process on one PostgreSQL database
 * counts in the same place: an insert-or-increment per bucket and window is atomic, and windows
 * that are over are deleted now and then.
 */
export function databaseCounter(db: Kysely<Database>): HitCounter {
  let nextCleanup = 0;
  return {
    async hit(bucket, windowStart, windowMs, now) {
      if (now >= nextCleanup) {
        nextCleanup = now + windowMs;
        await deleteExpiredWindows(db, now);
      }
      return countHit(db, bucket, windowStart, windowMs);
    },
  };
}

/**
 * A @fastify/rate-limit store over a HitCounter, chosen when the first request is counted (the
 * database is opened after the rate-limit plugin is registered). Fixed windows aligned on the
 * clock, so that processes agree on them; one bucket per route path, whatever the method.
 */
export function fixedWindowStore(counter: () => HitCounter): FastifyRateLimitStoreCtor {
  class FixedWindowStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      counter()
        .hit(`${this.prefix}${key}`, windowStart, timeWindow, now)
        .then(
          (current) => callback(null, { current, ttl: windowStart + timeWindow - now }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    // Typed as the route, but the plugin passes the route's merged rate-limit options, with the
    // route itself under routeInfo.
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { url?: string } }).routeInfo;
      return new FixedWindowStore(`${route?.url ?? ''} `);
    }
  }
  return FixedWindowStore as unknown as FastifyRateLimitStoreCtor;
}
