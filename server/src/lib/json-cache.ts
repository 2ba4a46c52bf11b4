import type { FastifyReply } from 'fastify';
import { TtlCache } from './ttl-cache';

/**
 * Serialized answers of the public reads, kept for a few seconds. Content changes rarely and
 * every page view asks for the same menus; serializing the menu tree cost more than reading it.
 * Kept as UTF-8 bytes, so a hit neither encodes the Chinese text nor measures it again.
 */
export class JsonCache {
  private readonly answers: TtlCache<Buffer>;

  constructor(ttlMs: number) {
    this.answers = new TtlCache(ttlMs);
  }

  /**
   * Sends the answer cached under `key`; on a miss, `load()` is serialized with the route's own
   * response schema. A load that throws (not found, bad input) is not cached.
   */
  async send(reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
    const json = await this.answers.get(key, async () => {
      const serialized = reply.serialize(await load());
      return typeof serialized === 'string'
        ? Buffer.from(serialized)
        : Buffer.from(new Uint8Array(serialized));
    });
    return reply.type('application/json; charset=utf-8').send(json);
  }
}
