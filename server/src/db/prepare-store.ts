import type { Kysely } from 'kysely';
import { seedDemoStaffIfNone } from '../staff/accounts';
import type { Database } from './database';
import { migrateToLatest } from './migrate';
import { seedIfEmpty } from './seed';
import { seedDemoLeads } from './seed/leads';

export type PreparedStore = { seededContent: boolean; createdDemoStaff: boolean };

/**
 * What a start does to its store: migrates it (the same migrations on both stores) and, with the
 * demo (`seedDemo`), seeds an empty one: the demo content, the demo staff (admin, editor: README
 * "Demo data", only into a database without staff) and, with the content, the demo's lead inbox,
 * given partly to the demo admin.
 */
export async function prepareStore(
  db: Kysely<Database>,
  options: { seedDemo: boolean; enrollSiteId: number },
): Promise<PreparedStore> {
  await migrateToLatest(db);
  if (!options.seedDemo) return { seededContent: false, createdDemoStaff: false };
  const seededContent = await seedIfEmpty(db, { enrollSiteId: options.enrollSiteId });
  const createdDemoStaff = await seedDemoStaffIfNone(db);
  if (seededContent) await seedDemoLeads(db, Date.now());
  return { seededContent, createdDemoStaff };
}
