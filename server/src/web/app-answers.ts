import type { FastifyInstance } from 'fastify';
import { readThrough, readThroughCache, type ReadThroughCache } from '../lib/read-through';

/** An answer of the app to a GET it asked itself (inject), as light-my-request gives it. */
export type InjectedAnswer = {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  payload: string;
};

/** The most answers kept per app (per host and URL); the least recently used go first. */
const MAX_ANSWERS = 2000;

/**
 * The public reads whose answers the app keeps until content changes (their routes answer through
 * a JsonCache: the menus, content, banners, settings, page types, teachers and openings, as
 * `…/listForClient`, `…/detailsForClient`, `…/listForClientByPublishTime`). Nothing else is kept
 * here: the admission lookup, for one, is rate-limited and reads no content table.
 */
const KEPT_READ = /^\/api\/cms\/web\/[A-Za-z]+\/[A-Za-z]+ForClient[A-Za-z]*$/;

const kept = new WeakMap<FastifyInstance, ReadThroughCache<InjectedAnswer> | null>();

function answersOf(fastify: FastifyInstance): ReadThroughCache<InjectedAnswer> | null {
  if (!kept.has(fastify)) {
    const cache = readThroughCache<InjectedAnswer>({ max: MAX_ANSWERS });
    // Dropped with the JSON answers they were made of: on every content change, and at a publish or end time.
    if (cache) fastify.publicContent.register(cache);
    kept.set(fastify, cache);
  }
  return kept.get(fastify) ?? null;
}

/**
 * GET `url` (path and query) of the app itself for `host`, without a socket (inject), as a page
 * render and the site data ask for their data. A public read's successful answer is kept (per
 * host and URL) until content changes, so a render does not go through the app's routing, hooks
 * and serialisation again for an answer the app already made: the bytes are the same as the
 * app's JSON cache holds. Every other answer is asked each time.
 */
export async function askApp(fastify: FastifyInstance, url: string, host: string): Promise<InjectedAnswer> {
  const inject = async (): Promise<InjectedAnswer> => {
    const answer = await fastify.inject({ method: 'GET', url, headers: { host } });
    return {
      statusCode: answer.statusCode,
      headers: answer.headers,
      rawPayload: answer.rawPayload,
      payload: answer.payload,
    };
  };
  const pathname = url.split('?', 1)[0] ?? url;
  if (!KEPT_READ.test(pathname)) return inject();
  // A content change in another process, or a publish or end time reached, drops them first.
  await fastify.publicContent.beforeRead();
  const cache = answersOf(fastify);
  const answer = await readThrough(cache, `${host} ${url}`, async () => {
    const made = await inject();
    if (made.statusCode !== 200) throw Object.assign(new Error('not kept'), { answer: made });
    return made;
  }).catch((error: { answer?: InjectedAnswer }) => {
    if (error.answer) return error.answer;
    throw error;
  });
  return answer;
}
