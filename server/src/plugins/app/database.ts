import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connect, type StoreKind } from '../../db/connect';
import type { Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed';
import { seedDemoLeads } from '../../db/seed/leads';
import { seedDemoStaffIfNone } from '../../staff/accounts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    storeKind: StoreKind;
  }
}

/**
 * Opens the store and migrates it (the same migrations on both stores); seeds the demo content
 * into an empty one only when asked (`seedDemo`: the embedded store by default, a DATABASE_URL
 * store with SEED_DEMO=1). Closes the store with the app.
 */
export default fp(
  async (fastify) => {
    const { db, kind } = connect(fastify.config);
    try {
      await migrateToLatest(db);
      if (fastify.config.seedDemo) {
        const seeded = await seedIfEmpty(db, { enrollSiteId: fastify.config.enrollSiteId });
        if (seeded) fastify.log.info({ store: kind }, 'seeded the demo content into an empty database');
        // The demo's staff (admin, editor: README "Demo data"), only into a database without staff.
        if (await seedDemoStaffIfNone(db)) {
          fastify.log.warn(
            { store: kind },
            'created the demo staff accounts (admin, editor) with their published passwords',
          );
        }
        // The demo's lead inbox goes with the demo content, given partly to the demo admin.
        if (seeded) await seedDemoLeads(db, Date.now());
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
