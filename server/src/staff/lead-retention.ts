import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { emptyWriteAheadLog } from '../repositories/store-file';
import {
  countForgettable as countForgettableRows,
  forgetLeadRows,
  takeForgettable,
  type ForgetOptions,
} from '../repositories/site-message';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import { eraseFromTrail, SYSTEM_ACTOR, writeAudit } from './audit';

/**
 * How long leads are kept (issue 21 item 6; PIPL art. 19: no longer than the purpose needs).
 * Suspicious leads go after LEAD_QUARANTINE_DAYS days; any lead may be anonymised (or, by the
 * command, deleted) once older than a number of months. Both run in batches, each batch one
 * transaction; several server processes on one PostgreSQL database take disjoint batches (rows
 * locked, locked ones skipped). Each run that changed anything writes one audit row: how many,
 * the cut-off, and what asked for it; never a name or a number.
 */

export type ForgetMode = ForgetOptions['mode'];

/** What an anonymised lead keeps as its name; its phone becomes ''. */
export const ANONYMISED_NAME = '已匿名';

/** Leads per transaction: bounds how long one holds the write lock. */
export const RETENTION_BATCH = 500;

const DAY_MS = 86_400_000;

/**
 * The cut-off of "older than `months` months", as an ISO instant like created_at: the start of
 * the China-time day `months` calendar months before today (31 March − 1 month: 28 or 29 February).
 */
export function monthsAgo(now: number, months: number): string {
  const today = new Date(now + CHINA_OFFSET_MS);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day) - CHINA_OFFSET_MS).toISOString();
}

/** The cut-off of "older than `days` days": exactly that many 24-hour days before now. */
export const daysAgo = (now: number, days: number): string => new Date(now - days * DAY_MS).toISOString();

export type { ForgetOptions };

/** After leads were deleted or anonymised: their old pages out of the embedded store's log too. */
export const eraseForgottenLeads = (db: Kysely<Database>): Promise<void> => emptyWriteAheadLog(db);

/** How many leads `forgetLeads` would change now (the command's --dry-run). */
export const countForgettable = (db: Kysely<Database>, options: ForgetOptions): Promise<number> =>
  countForgettableRows(db, options);

/** One batch in one transaction; how many leads it changed (0: nothing left). */
async function forgetBatch(db: Kysely<Database>, options: ForgetOptions, batch: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = await takeForgettable(trx, options, batch);
    if (ids.length === 0) return 0;
    await eraseFromTrail(trx, 'siteMessage', ids);
    await forgetLeadRows(trx, ids, options.mode, ANONYMISED_NAME);
    return ids.length;
  });
}

export type ForgetRun = ForgetOptions & {
  now: number;
  /** The audit row's action and what asked for the run (`LEAD_QUARANTINE_DAYS`, `npm run leads:retention` …). */
  action: string;
  via: string;
  batch?: number;
};

/**
 * Anonymises or deletes the leads the options name, batch after batch, and audits the run as
 * the system: one row with the count and the cut-off, also when a batch failed half-way
 * (`completed: false`; the batches before it stay done). Resolves to the count.
 */
export async function forgetLeads(db: Kysely<Database>, run: ForgetRun): Promise<number> {
  let total = 0;
  let completed = false;
  try {
    for (;;) {
      const changed = await forgetBatch(db, run, run.batch ?? RETENTION_BATCH);
      total += changed;
      if (changed < (run.batch ?? RETENTION_BATCH)) break;
    }
    completed = true;
  } finally {
    if (total > 0) {
      await writeAudit(
        db,
        SYSTEM_ACTOR,
        {
          entity: 'siteMessage',
          action: run.action,
          summary: { count: total, before: run.before, via: run.via, ...(completed ? {} : { completed }) },
        },
        new Date(run.now),
      );
      await eraseForgottenLeads(db);
    }
  }
  return total;
}

/** What the server's sweep applies: its configuration. */
export type SweepSettings = { leadQuarantineDays: number; leadRetentionMonths: number | null };

export type SweepResult = { purgedQuarantined: number; anonymised: number };

/**
 * The server's periodic sweep: suspicious leads older than LEAD_QUARANTINE_DAYS are deleted;
 * with LEAD_RETENTION_MONTHS, leads older than that are anonymised.
 */
export async function sweepLeads(
  db: Kysely<Database>,
  settings: SweepSettings,
  now: number,
): Promise<SweepResult> {
  const purgedQuarantined = await forgetLeads(db, {
    mode: 'delete',
    quarantinedOnly: true,
    before: daysAgo(now, settings.leadQuarantineDays),
    now,
    action: 'purgeQuarantined',
    via: `LEAD_QUARANTINE_DAYS=${settings.leadQuarantineDays}`,
  });
  const anonymised =
    settings.leadRetentionMonths === null
      ? 0
      : await forgetLeads(db, {
          mode: 'anonymise',
          before: monthsAgo(now, settings.leadRetentionMonths),
          now,
          action: 'anonymise',
          via: `LEAD_RETENTION_MONTHS=${settings.leadRetentionMonths}`,
        });
  return { purgedQuarantined, anonymised };
}
