import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** The rate_limit table: hits per bucket and fixed window, shared by every server process (plugins/external/rate-limit-store.ts). */

/** Removes the windows that are over at `now`. */
export async function deleteExpiredWindows(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limit').where('expires_at', '<=', now).execute();
}

/** Counts a hit (an atomic insert-or-increment); answers the window's hits including this one. */
export async function countHit(
  db: Kysely<Database>,
  bucket: string,
  windowStart: number,
  windowMs: number,
): Promise<number> {
  const row = await db
    .insertInto('rate_limit')
    .values({ bucket, window_start: windowStart, expires_at: windowStart + windowMs, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('rate_limit.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** The hits of one bucket in one window (0 when none were counted). */
export async function windowHits(db: Kysely<Database>, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limit')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row ? Number(row.hits) : 0;
}
