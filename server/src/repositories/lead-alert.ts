import {
  PostgresAdapter,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { PageOf, Platform } from '@contract/common';
import { maskName, maskPhone } from '@contract/lead-status';
import {
  FAILING_AFTER,
  type LeadAlertAttempt,
  type LeadAlertDelivery,
  type LeadAlertDeliveryQuery,
  type LeadAlertKind,
  type LeadAlertReason,
} from '@contract/lead-alert';
import type {
  Database,
  LeadAlertDeliveryTable,
  LeadAlertTargetTable,
  SiteMessageTable,
} from '../db/database';
import { pageOf } from '../db/paging';
import { sitesOrNone } from '../db/sites-or-none';

/**
 * The lead alerts' tables (migration 023; issue 38 item 2): the destinations, the outbox of
 * deliveries and their attempts. The rules (what a message says, how it is sent, when a failure
 * is tried again) are staff/lead-alerts.ts; the worker that sends is plugins/app/lead-alert-outbox.ts.
 */
type Executor = Kysely<Database> | Transaction<Database>;

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

// ——— Destinations ———

export const findTarget = (db: Executor, id: number) =>
  db.selectFrom('lead_alert_target').selectAll().where('id', '=', id).executeTakeFirst();

export type TargetRow = NonNullable<Awaited<ReturnType<typeof findTarget>>>;

/** A destination locked for a change (PostgreSQL: `for update`; SQLite writes one at a time). */
export function lockTarget(trx: Transaction<Database>, id: number) {
  let query = trx.selectFrom('lead_alert_target').selectAll().where('id', '=', id);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A site's destinations, oldest first, each with how many of its deliveries still wait. */
export const targetsOfSite = (db: Executor, platform: string) =>
  db
    .selectFrom('lead_alert_target')
    .selectAll('lead_alert_target')
    .select((eb) =>
      eb
        .selectFrom('lead_alert_delivery')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('lead_alert_delivery.target_id', '=', 'lead_alert_target.id')
        .where('lead_alert_delivery.state', '=', 'pending')
        .as('waiting'),
    )
    .where('platform', '=', platform)
    .orderBy('id')
    .execute();

export async function insertTarget(db: Executor, values: Insertable<LeadAlertTargetTable>): Promise<number> {
  const row = await db
    .insertInto('lead_alert_target')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTarget(
  db: Executor,
  id: number,
  values: Updateable<LeadAlertTargetTable>,
): Promise<void> {
  await db.updateTable('lead_alert_target').set(values).where('id', '=', id).execute();
}

export async function deleteTarget(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('lead_alert_target').where('id', '=', id).execute();
}

/** A send's outcome on its destination's health: a success clears the failures in a row. */
export async function recordTargetOutcome(
  db: Executor,
  id: number,
  outcome: { ok: boolean; at: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('lead_alert_target')
    .set((eb) =>
      outcome.ok
        ? {
            consecutive_failures: 0,
            last_attempt_at: outcome.at,
            last_success_at: outcome.at,
            last_error: null,
          }
        : {
            consecutive_failures: eb('consecutive_failures', '+', 1),
            last_attempt_at: outcome.at,
            last_error: outcome.error,
          },
    )
    .where('id', '=', id)
    .execute();
}

// ——— The outbox ———

/**
 * Writes the deliveries of new (or restored, or overdue) leads in the caller's transaction: one
 * per lead and enabled destination of its site; one already there for that reason is left alone
 * (the unique index), so a lead is never announced twice for one reason. Answers how many were
 * queued.
 */
export async function enqueueLeadAlerts(
  trx: Transaction<Database>,
  leads: readonly { id: number; platform: string | null }[],
  now: string,
  reason: LeadAlertReason = 'new',
): Promise<number> {
  const sites = [...new Set(leads.flatMap((lead) => (lead.platform ? [lead.platform] : [])))];
  if (sites.length === 0) return 0;
  const targets = await trx
    .selectFrom('lead_alert_target')
    .select(['id', 'platform', 'name', 'kind'])
    .where('platform', 'in', sites)
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
  if (targets.length === 0) return 0;
  const rows: Insertable<LeadAlertDeliveryTable>[] = leads.flatMap((lead) =>
    targets
      .filter((target) => target.platform === lead.platform)
      .map((target) => ({
        lead_id: lead.id,
        target_id: target.id,
        platform: target.platform,
        target_name: target.name,
        target_kind: target.kind,
        reason,
        state: 'pending' as const,
        next_attempt_at: now,
        lease_until: null,
        lease_owner: null,
        created_at: now,
        sent_at: null,
        finished_at: null,
        last_error: null,
      })),
  );
  if (rows.length === 0) return 0;
  const inserted = await trx
    .insertInto('lead_alert_delivery')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['lead_id', 'target_id', 'reason']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * Cancels a destination's deliveries still waiting (it was disabled or deleted), with the reason.
 * A row being sent keeps its lease: the worker then records what its try did (recordDeliveryTry).
 */
export async function cancelWaitingOfTarget(
  db: Executor,
  targetId: number,
  reason: string,
  now: string,
): Promise<number> {
  const cancelled = await db
    .updateTable('lead_alert_delivery')
    .set({ state: 'cancelled', finished_at: now, last_error: reason })
    .where('target_id', '=', targetId)
    .where('state', '=', 'pending')
    .returning('id')
    .execute();
  return cancelled.length;
}

export type ClaimedDelivery = Pick<
  LeadAlertDeliveryTable,
  'lead_id' | 'target_id' | 'created_at' | 'next_attempt_at'
> & { id: number; tries: number; reason: LeadAlertReason };

/**
 * Takes up to `limit` due deliveries for `owner` until `leaseUntil`: pending, due, and not held by
 * a live lease. One statement, so two processes never take the same row: PostgreSQL locks the
 * rows it picks and skips those another process is taking (`for update skip locked`); SQLite runs
 * one write at a time. Oldest due first.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  { owner, now, leaseUntil, limit }: { owner: string; now: string; leaseUntil: string; limit: number },
): Promise<ClaimedDelivery[]> {
  let due = db
    .selectFrom('lead_alert_delivery')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  // Most passes find nothing due: a read says so without the write lock (on the embedded store an
  // UPDATE takes it even when it matches nothing, and another process's write then blocks this one).
  if (!(await due.executeTakeFirst())) return [];
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('lead_alert_delivery')
    .set({ lease_until: leaseUntil, lease_owner: owner })
    .where('id', 'in', due)
    .returning(['id', 'lead_id', 'target_id', 'created_at', 'next_attempt_at', 'reason'])
    .execute();
  if (claimed.length === 0) return [];
  const counted = await db
    .selectFrom('lead_alert_attempt')
    .select((eb) => ['delivery_id', eb.fn.countAll<number | string>().as('n')])
    .where(
      'delivery_id',
      'in',
      claimed.map((row) => row.id),
    )
    .groupBy('delivery_id')
    .execute();
  const tries = new Map(counted.map((row) => [row.delivery_id, Number(row.n)]));
  return claimed
    .map((row) => ({ ...row, tries: tries.get(row.id) ?? 0 }))
    .sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id - b.id);
}

/** The destinations of claimed deliveries, by id (a deleted one is missing). */
export async function targetsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, TargetRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lead_alert_target')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a message says of a lead: its site, source, time, name and phone (masked when written). */
export type LeadForAlert = Pick<
  Selectable<SiteMessageTable>,
  'id' | 'name' | 'phone' | 'platform' | 'source' | 'created_at' | 'first_response_at'
>;

/** The leads of claimed deliveries, by id (a deleted one is missing). */
export async function leadsForAlerts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, LeadForAlert>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('site_message')
    .select(['id', 'name', 'phone', 'platform', 'source', 'created_at', 'first_response_at'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What became of one try of a claimed delivery. */
export type DeliveryStep =
  | { kind: 'sent' }
  /** Failed; tried again at `nextAttemptAt`. */
  | { kind: 'retry'; nextAttemptAt: string }
  /** Failed for the last time: given up. */
  | { kind: 'failed' };

/**
 * Records a try of a delivery `owner` holds, in one transaction: the attempt, the delivery's new
 * state (its lease released), the destination's health. A row cancelled meanwhile (its destination
 * disabled while it was being sent) keeps 已取消 unless the try went out: then it says 已发送, as
 * it did. Answers false when the lease was lost (the try outlived it and another process holds the
 * row): nothing is written then.
 */
export async function recordDeliveryTry(
  db: Kysely<Database>,
  delivery: { id: number; targetId: number; owner: string },
  attempt: { at: string; ok: boolean; httpStatus: number | null; error: string | null; durationMs: number },
  step: DeliveryStep,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let held = trx
      .selectFrom('lead_alert_delivery')
      .select(['state', 'lease_owner'])
      .where('id', '=', delivery.id);
    if (isPostgres(trx)) held = held.forUpdate();
    const row = await held.executeTakeFirst();
    if (!row || row.lease_owner !== delivery.owner) return false;
    const cancelled = row.state === 'cancelled';
    const changes: Updateable<LeadAlertDeliveryTable> =
      step.kind === 'sent'
        ? { state: 'sent', sent_at: attempt.at, finished_at: attempt.at, last_error: null }
        : cancelled
          ? {}
          : step.kind === 'retry'
            ? { next_attempt_at: step.nextAttemptAt, last_error: attempt.error }
            : { state: 'failed', finished_at: attempt.at, last_error: attempt.error };
    await trx
      .updateTable('lead_alert_delivery')
      .set({ ...changes, lease_until: null, lease_owner: null })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .insertInto('lead_alert_attempt')
      .values({
        delivery_id: delivery.id,
        at: attempt.at,
        ok: attempt.ok ? 1 : 0,
        http_status: attempt.httpStatus,
        error: attempt.error,
        duration_ms: attempt.durationMs,
      })
      .execute();
    await recordTargetOutcome(trx, delivery.targetId, {
      ok: attempt.ok,
      at: attempt.at,
      error: attempt.error,
    });
    return true;
  });
}

/** Puts back claimed deliveries not tried (their destination failed just before), due at `nextAttemptAt`. */
export async function postponeDeliveries(
  db: Kysely<Database>,
  ids: readonly number[],
  owner: string,
  nextAttemptAt: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('lead_alert_delivery')
    .set({ next_attempt_at: nextAttemptAt, lease_until: null, lease_owner: null })
    .where('id', 'in', [...ids])
    .where('lease_owner', '=', owner)
    .execute();
}

/** Cancels a claimed delivery that has nothing left to send (its lead or destination is gone). */
export async function cancelDelivery(
  db: Kysely<Database>,
  id: number,
  owner: string,
  reason: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('lead_alert_delivery')
    .set({ state: 'cancelled', finished_at: now, last_error: reason, lease_until: null, lease_owner: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'pending')
    .execute();
}

// ——— 通知记录 and the home's card ———

const attemptOf = (row: {
  at: string;
  ok: number;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
}): LeadAlertAttempt => ({
  at: row.at,
  ok: row.ok === 1,
  httpStatus: row.http_status,
  error: row.error,
  durationMs: row.duration_ms,
});

/** A page of deliveries of `sites` (and the query's filters), newest first, each with its attempts. */
export async function pageOfDeliveries(
  db: Kysely<Database>,
  query: LeadAlertDeliveryQuery,
  sites: readonly Platform[],
): Promise<PageOf<LeadAlertDelivery>> {
  let filtered = db
    .selectFrom('lead_alert_delivery')
    .where('platform', 'in', sitesOrNone(query.platform ? [query.platform] : sites));
  if (query.targetId !== undefined) filtered = filtered.where('target_id', '=', query.targetId);
  if (query.state) filtered = filtered.where('state', '=', query.state);
  const page = await pageOf(filtered, (rows) => rows.selectAll().orderBy('id', 'desc'), query);
  const ids = page.pageList.map((row) => row.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('lead_alert_attempt')
          .selectAll()
          .where('delivery_id', 'in', ids)
          .orderBy('id')
          .execute();
  const leadIds = [...new Set(page.pageList.map((row) => row.lead_id))];
  const leads =
    leadIds.length === 0
      ? []
      : await db
          .selectFrom('site_message')
          .select(['id', 'name', 'phone'])
          .where('id', 'in', leadIds)
          .execute();
  const labelOf = new Map(leads.map((lead) => [lead.id, `${maskName(lead.name)} ${maskPhone(lead.phone)}`]));
  const byDelivery = new Map<number, LeadAlertAttempt[]>();
  for (const row of attempts) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push(attemptOf(row));
    byDelivery.set(row.delivery_id, list);
  }
  return {
    total: page.total,
    pageList: page.pageList.map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      leadLabel: labelOf.get(row.lead_id) ?? null,
      reason: row.reason,
      platform: row.platform as Platform,
      targetId: row.target_id,
      targetName: row.target_name,
      targetKind: row.target_kind as LeadAlertKind,
      state: row.state,
      createdAt: row.created_at,
      nextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null,
      sentAt: row.sent_at,
      lastError: row.last_error,
      attempts: byDelivery.get(row.id) ?? [],
    })),
  };
}

/** The home card's figures for `sites`: destinations 异常, deliveries given up since `since`, those waiting. */
export async function alertSummaryOf(db: Kysely<Database>, sites: readonly Platform[], since: string) {
  const where = sitesOrNone(sites);
  const [failingTargets, failed, waiting] = await Promise.all([
    db
      .selectFrom('lead_alert_target')
      .select(['id', 'platform', 'name', 'kind', 'consecutive_failures', 'last_error', 'last_attempt_at'])
      .where('platform', 'in', where)
      .where('enabled', '=', 1)
      .where('consecutive_failures', '>=', FAILING_AFTER)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lead_alert_delivery')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('platform', 'in', where)
      .where('state', '=', 'failed')
      .where('finished_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lead_alert_delivery')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('platform', 'in', where)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return { failingTargets, failed: Number(failed.n), waiting: Number(waiting.n) };
}
