import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connect, type StoreKind } from '../../db/connect';
import type { Database } from '../../db/database';
import { prepareStore } from './prepare-store';
import { lockStore, STORE_IN_USE } from '../../db/store-lock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    storeKind: StoreKind;
  }
}

/**
 * Opens the store and prepares it (./prepare-store.ts: migrations; the demo seeded into an empty
 * one only in the demo, `seedDemo`: SEED_DEMO=1, as `npm start` of a checkout sets it; a store
 * without staff logs how to make the first account). Closes the store with the app. On the
 * embedded store the server holds its shared lock (db/store-lock.ts) while it runs, so that
 * `npm run db:restore` refuses to replace the store under it, and it does not start while a restore is replacing it.
 */
export default fp(
  async (fastify) => {
    const lock = fastify.config.databaseUrl ? null : lockStore(fastify.config.dataDir, 'shared');
    if (!fastify.config.databaseUrl && !lock) {
      throw new Error(
        `${STORE_IN_USE(fastify.config.dataDir)} A restore is replacing it: start the server once it has finished.`,
      );
    }
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
      if (prepared.noStaff) {
        fastify.log.warn(
          { store: kind },
          'no staff account yet: create the first with `npm run admin -- create <name>` ' +
            '(on a production install `node dist-server/admin.js create <name>`), then sign in at /admin',
        );
      }
    } catch (error) {
      await db.destroy();
      lock?.release();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.decorate('storeKind', kind);
    fastify.addHook('onClose', async () => {
      await db.destroy();
      lock?.release();
    });
  },
  { name: 'database', decorators: { fastify: ['config'] } },
);
