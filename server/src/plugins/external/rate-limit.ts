import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { clientKey } from '../../lib/client-key';
import { databaseCounter, fixedWindowStore, memoryCounter, type HitCounter } from './rate-limit-store';

/**
 * Off by default: content reads are not limited. The lead and the lookup routes switch it on
 * through their route config (lib/rate-limit-rule.ts). A client is an IPv4 address or an IPv6 /64
 * (lib/client-key.ts). With DATABASE_URL the counts live in the database, so that several server
 * processes on it hold one limit; the embedded store is opened by one process, which counts in memory.
 */
export default fp(
  async (fastify) => {
    let counter: HitCounter | undefined;
    // The database plugin is registered after this one: pick the counter at the first request.
    const current = () =>
      (counter ??= fastify.storeKind === 'postgres' ? databaseCounter(fastify.db) : memoryCounter());
    await fastify.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientKey(request.ip),
      store: fixedWindowStore(current),
    });
  },
  { name: 'rate-limit-config' },
);
