import type { AppConfig } from '../config/env';
import { connect, type StoreKind } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { seedDemoLeads } from '../db/seed/leads';
import { seedDemoRouting } from '../db/seed/lead-routing';
import { seedDemoLeadForm } from '../db/seed/lead-form';
import { seedDemoStaffIfNone } from './accounts';

export type SeedOutcome = { store: StoreKind; seeded: boolean; message: string };

/**
 * `npm run db:seed`: migrates the configured store (DATABASE_URL, else the embedded one in
 * DATA_DIR) and seeds the demo content on purpose, whatever SEED_DEMO says. A database that
 * already has menus is left as it is: the demo never mixes with real content, and a second run
 * changes nothing.
 */
export async function seedCommand(config: AppConfig): Promise<SeedOutcome> {
  const { db, kind } = connect(config);
  const where = kind === 'postgres' ? 'the PostgreSQL database (DATABASE_URL)' : `${config.dataDir} (SQLite)`;
  try {
    await migrateToLatest(db);
    const seeded = await seedIfEmpty(db, { enrollSiteId: config.enrollSiteId });
    // The demo's staff accounts go with the demo content, only into a database without staff.
    if (seeded) {
      await seedDemoStaffIfNone(db);
      await seedDemoLeads(db, Date.now());
      await seedDemoRouting(db, Date.now());
      await seedDemoLeadForm(db, Date.now());
    }
    return {
      store: kind,
      seeded,
      message: seeded
        ? `Seeded the demo content into ${where}.`
        : `Nothing seeded: ${where} already has menus (the demo content goes only into an empty database).`,
    };
  } finally {
    await db.destroy();
  }
}
