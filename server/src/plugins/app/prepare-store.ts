import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed';
import { seedDemoLeads } from '../../db/seed/leads';
import { seedDemoRouting } from '../../db/seed/lead-routing';
import { seedDemoLeadForm } from '../../db/seed/lead-form';
import { anyAccount } from '../../repositories/staff-account';
import { seedDemoStaffIfNone } from '../../staff/accounts';

export type PreparedStore = {
  seededContent: boolean;
  createdDemoStaff: boolean;
  /** No staff account at all: nobody can sign in until `npm run admin -- create <name>`. */
  noStaff: boolean;
};

/**
 * What a start does to its store: migrates it (the same migrations on both stores) and, only in
 * the demo (`seedDemo`, SEED_DEMO=1), seeds an empty one: the demo content, the demo staff (admin,
 * editor: README "Demo data", only into a database without staff) and, with the content, the
 * demo's lead inbox (made-up names and phones), given partly to the demo admin. Outside the demo
 * nothing is seeded: no account with a published password, no made-up personal data.
 */
export async function prepareStore(
  db: Kysely<Database>,
  options: { seedDemo: boolean; enrollSiteId: number },
): Promise<PreparedStore> {
  await migrateToLatest(db);
  if (!options.seedDemo) {
    return { seededContent: false, createdDemoStaff: false, noStaff: !(await anyAccount(db)) };
  }
  const seededContent = await seedIfEmpty(db, { enrollSiteId: options.enrollSiteId });
  const createdDemoStaff = await seedDemoStaffIfNone(db);
  if (seededContent) {
    await seedDemoLeads(db, Date.now());
    await seedDemoRouting(db, Date.now());
    await seedDemoLeadForm(db, Date.now());
  }
  return { seededContent, createdDemoStaff, noStaff: false };
}
