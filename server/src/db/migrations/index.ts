import type { Migration, MigrationProvider } from 'kysely';
import { initialSchema } from './001-initial-schema';
import { abuseLimits } from './002-abuse-limits';
import { staffSchema } from './003-staff';
import { contentAdmin } from './004-content-admin';
import { leadsUploads } from './005-leads-uploads';
import { leadAttribution } from './006-lead-attribution';
import { leadInboxIndexes } from './007-lead-inbox-indexes';
import { twoFactor } from './008-two-factor';
import { staffSessionDevices } from './009-staff-session-devices';

/**
 * Every migration, listed: a static provider works the same under tsx, Jest and a bundle,
 * where scanning a folder would not. Names sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-abuse-limits': abuseLimits,
  '003-staff': staffSchema,
  '004-content-admin': contentAdmin,
  '005-leads-uploads': leadsUploads,
  '006-lead-attribution': leadAttribution,
  '007-lead-inbox-indexes': leadInboxIndexes,
  '008-two-factor': twoFactor,
  '009-staff-session-devices': staffSessionDevices,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
