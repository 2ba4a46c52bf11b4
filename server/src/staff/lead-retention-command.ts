import type { AppConfig } from '../config/env';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { countForgettable, forgetLeads, monthsAgo, type ForgetMode } from './lead-retention';

export const RETENTION_USAGE = `Usage: npm run leads:retention -- --months <N> [--delete] [--dry-run]
  Anonymises the leads stored more than N months ago (China-time days) in the configured database
  (DATABASE_URL, else DATA_DIR): name -> 已匿名, phone, source IP and idempotency key removed,
  notes deleted, note texts in the audit trail erased. Audited as one row with the count and the
  cut-off.
  --delete   delete those leads instead of anonymising them
  --dry-run  only count them; nothing changes`;

export type RetentionArgs = { months: number; mode: ForgetMode; dryRun: boolean };

export function parseRetentionArgs(args: readonly string[]): RetentionArgs | string {
  let months: number | undefined;
  let mode: ForgetMode = 'anonymise';
  let dryRun = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--delete') mode = 'delete';
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--months' || arg?.startsWith('--months=')) {
      const value = arg === '--months' ? args[++index] : arg.slice('--months='.length);
      if (!value || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1200) {
        return 'The number of months is a whole number from 1 to 1200.';
      }
      months = Number(value);
    } else return RETENTION_USAGE;
  }
  if (months === undefined) return RETENTION_USAGE;
  return { months, mode, dryRun };
}

export type RetentionIo = { out(line: string): void; now?: () => number };

/** `npm run leads:retention -- --months N [--delete] [--dry-run]`: returns the exit code. */
export async function retentionCommand(
  args: readonly string[],
  config: AppConfig,
  io: RetentionIo,
): Promise<number> {
  const parsed = parseRetentionArgs(args);
  if (typeof parsed === 'string') {
    io.out(parsed);
    return 2;
  }
  const { db, kind } = connect(config);
  const where = kind === 'postgres' ? 'the PostgreSQL database (DATABASE_URL)' : `${config.dataDir} (SQLite)`;
  try {
    await migrateToLatest(db);
    const now = io.now?.() ?? Date.now();
    const before = monthsAgo(now, parsed.months);
    const verb = parsed.mode === 'delete' ? 'delete' : 'anonymise';
    const cutOff = `stored before ${before} (${parsed.months} month${parsed.months === 1 ? '' : 's'})`;
    if (parsed.dryRun) {
      const count = await countForgettable(db, { mode: parsed.mode, before });
      io.out(`Dry run: would ${verb} ${count} leads ${cutOff} in ${where}; nothing changed.`);
      return 0;
    }
    const count = await forgetLeads(db, {
      mode: parsed.mode,
      before,
      now,
      action: parsed.mode === 'delete' ? 'deleteOld' : 'anonymise',
      via: 'npm run leads:retention',
    });
    io.out(`${parsed.mode === 'delete' ? 'Deleted' : 'Anonymised'} ${count} leads ${cutOff} in ${where}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}
