import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_RESPONSE_MINUTES, DEFAULT_WORKING_HOURS } from '@contract/lead-routing';
import type { WorkingHours } from '@contract/working-hours';
import type { Database } from '../db/database';

/**
 * The lead routing tables (migration 025): each site's policy (working hours, response target,
 * after-hours owner, version), its rules in order with their turn, and the rules' members.
 * staff/lead-routing.ts decides with them.
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** A site's routing policy; a site nobody has set has the defaults, at version 0. */
export type RoutingPolicy = {
  platform: string;
  workingHours: WorkingHours;
  responseMinutes: number;
  afterHoursOwnerId: number | null;
  version: number;
  updatedAt: string | null;
};

export type StoredRule = {
  id: number;
  name: string;
  source: string | null;
  campaign: string | null;
  /** Who takes its leads in turn, in order. */
  memberIds: number[];
};

const defaultPolicy = (platform: string): RoutingPolicy => ({
  platform,
  workingHours: DEFAULT_WORKING_HOURS,
  responseMinutes: DEFAULT_RESPONSE_MINUTES,
  afterHoursOwnerId: null,
  version: 0,
  updatedAt: null,
});

/** The policies of these sites (each site given, stored or the defaults). */
export async function policiesOf(
  db: Executor,
  platforms: readonly string[],
): Promise<Map<string, RoutingPolicy>> {
  const policies = new Map(platforms.map((platform) => [platform, defaultPolicy(platform)]));
  if (platforms.length === 0) return policies;
  const rows = await db
    .selectFrom('lead_routing_policy')
    .selectAll()
    .where('platform', 'in', [...platforms])
    .execute();
  for (const row of rows) {
    policies.set(row.platform, {
      platform: row.platform,
      workingHours: { days: row.work_days.split(',').map(Number), start: row.work_start, end: row.work_end },
      responseMinutes: row.response_minutes,
      afterHoursOwnerId: row.after_hours_owner_id,
      version: row.version,
      updatedAt: row.updated_at,
    });
  }
  return policies;
}

export const policyOf = async (db: Executor, platform: string): Promise<RoutingPolicy> =>
  (await policiesOf(db, [platform])).get(platform)!;

/** A site's rules in their order, each with its members in order. */
export async function rulesOf(db: Executor, platform: string): Promise<StoredRule[]> {
  const rules = await db
    .selectFrom('lead_routing_rule')
    .select(['id', 'name', 'source', 'campaign'])
    .where('platform', '=', platform)
    .orderBy('position')
    .execute();
  if (rules.length === 0) return [];
  const members = await db
    .selectFrom('lead_routing_member')
    .select(['rule_id', 'staff_id'])
    .where(
      'rule_id',
      'in',
      rules.map((rule) => rule.id),
    )
    .orderBy('rule_id')
    .orderBy('position')
    .execute();
  return rules.map((rule) => ({
    ...rule,
    memberIds: members.filter((member) => member.rule_id === rule.id).map((member) => member.staff_id),
  }));
}

/**
 * Takes `count` turns of a rule at once and answers where they start: the turns `start`,
 * `start + 1` … are the caller's alone. One update that reads its own result: the row stays
 * locked until the lead's transaction commits (PostgreSQL), so leads saved at the same moment by
 * other processes take the turns after these, never the same ones.
 */
export async function takeTurns(trx: Transaction<Database>, ruleId: number, count: number): Promise<number> {
  const { turn } = await trx
    .updateTable('lead_routing_rule')
    .set((eb) => ({ turn: eb('turn', '+', count) }))
    .where('id', '=', ruleId)
    .returning('turn')
    .executeTakeFirstOrThrow();
  return turn - count;
}

/**
 * Writes a site's policy if its version is still `expected`, raising it: true for the one save
 * that did. Two staff saving at once: the second waits for the first's commit (the row's lock on
 * PostgreSQL, one writer on SQLite), then finds the version raised and writes nothing.
 */
export async function savePolicy(
  trx: Transaction<Database>,
  policy: Omit<RoutingPolicy, 'version' | 'updatedAt'>,
  expected: number,
  at: string,
): Promise<boolean> {
  const values = {
    work_days: [...policy.workingHours.days].sort((a, b) => a - b).join(','),
    work_start: policy.workingHours.start,
    work_end: policy.workingHours.end,
    response_minutes: policy.responseMinutes,
    after_hours_owner_id: policy.afterHoursOwnerId,
    updated_at: at,
  };
  // A site saved for the first time gets its row at version 0 (a second save racing it finds it).
  await trx
    .insertInto('lead_routing_policy')
    .values({ platform: policy.platform, ...values, version: 0 })
    .onConflict((conflict) => conflict.column('platform').doNothing())
    .execute();
  const result = await trx
    .updateTable('lead_routing_policy')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('platform', '=', policy.platform)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Replaces a site's rules by `rules`, in their order: a rule with the id of one of the site's
 * keeps its row (and its turn), the others are new; the site's rules not listed are deleted.
 * Answers the ids of `rules` that are no rule of the site (nothing is written then).
 */
export async function replaceRules(
  trx: Transaction<Database>,
  platform: string,
  rules: readonly (Omit<StoredRule, 'id'> & { id?: number })[],
): Promise<{ unknownIds: number[] }> {
  let existing = trx.selectFrom('lead_routing_rule').select('id').where('platform', '=', platform);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) existing = existing.forUpdate();
  const kept = new Set((await existing.execute()).map((row) => row.id));
  const unknownIds = rules.flatMap((rule) => (rule.id !== undefined && !kept.has(rule.id) ? [rule.id] : []));
  if (unknownIds.length > 0) return { unknownIds };

  const listed = new Set(rules.flatMap((rule) => (rule.id === undefined ? [] : [rule.id])));
  const dropped = [...kept].filter((id) => !listed.has(id));
  if (kept.size > 0)
    await trx
      .deleteFrom('lead_routing_member')
      .where('rule_id', 'in', [...kept])
      .execute();
  if (dropped.length > 0) await trx.deleteFrom('lead_routing_rule').where('id', 'in', dropped).execute();
  for (const [position, rule] of rules.entries()) {
    const values = { platform, position, name: rule.name, source: rule.source, campaign: rule.campaign };
    let id = rule.id;
    if (id === undefined) {
      id = (
        await trx.insertInto('lead_routing_rule').values(values).returning('id').executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx.updateTable('lead_routing_rule').set(values).where('id', '=', id).execute();
    }
    const ruleId = id;
    if (rule.memberIds.length === 0) continue;
    await trx
      .insertInto('lead_routing_member')
      .values(
        rule.memberIds.map((staffId, index) => ({ rule_id: ruleId, position: index, staff_id: staffId })),
      )
      .execute();
  }
  return { unknownIds: [] };
}

/**
 * Runs `work` inside a savepoint of the transaction: if it throws, what it wrote is rolled back
 * (the transaction itself goes on: on PostgreSQL a failed statement would otherwise abort it) and
 * the error is answered instead of thrown.
 */
export async function withinSavepoint(
  trx: Transaction<Database>,
  work: () => Promise<void>,
): Promise<{ failed: unknown } | null> {
  await sql`savepoint lead_routing`.execute(trx);
  try {
    await work();
    await sql`release savepoint lead_routing`.execute(trx);
    return null;
  } catch (error) {
    await sql`rollback to savepoint lead_routing`.execute(trx);
    return { failed: error };
  }
}
