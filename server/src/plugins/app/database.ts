import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connect, type StoreKind } from '../../db/connect';
import type { Database } from '../../db/database';
import { prepareStore } from '../../db/prepare-store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    storeKind: StoreKind;
  }
}

/**
 * Opens the store and prepares it (db/prepare-store.ts: migrations; the demo seeded into an empty
 * one only when asked, `seedDemo`: the embedded store by default, a DATABASE_URL store with
 * SEED_DEMO=1). Closes the store with the app.
 */
export default fp(
  async (fastify) => {
    const { db, kind } = connect(fastify.config);
    try {
      const prepared = await prepareStore(db, fastify.config);
      if (prepared.seededContent) {
        fastify.log.info({ store: kind }, 'seeded the demo content into an empty database');
      }
      if (prepared.createdDemoStaff) {
        fastify.log.warn(
          { store: kind },
          'created the demo staff accounts (admin, editor) with their published passwords',
        );
      }
    } catch (error) {
      await db.destroy();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.decorate('storeKind', kind);
    fastify.addHook('onClose', () => db.destroy());
  },
  { name: 'database', decorators: { fastify: ['config'] } },
);
