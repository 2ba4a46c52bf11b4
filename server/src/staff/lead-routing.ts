import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { CODE } from '@contract/codes';
import type { Platform } from '@contract/common';
import {
  normalizeRule,
  ruleCondition,
  ruleMatches,
  rulesProblem,
  type LeadRouting,
  type LeadRoutingSaveBody,
  type RuleMatch,
} from '@contract/lead-routing';
import { isPlatform, PLATFORM_NAMES, PLATFORMS } from '@contract/platform';
import { can, sitesFor } from '@contract/roles';
import {
  addWorkingMinutes,
  describeWorkingHours,
  isWorkingTime,
  workingHoursProblem,
} from '@contract/working-hours';
import type { Database } from '../db/database';
import { ClientError } from '../lib/client-error';
import {
  policiesOf,
  policyOf,
  replaceRules,
  rulesOf,
  savePolicy,
  takeTurns,
  withinSavepoint,
  type RoutingPolicy,
  type StoredRule,
} from '../repositories/lead-routing';
import { setRouting, type InsertedLead } from '../repositories/site-message';
import { accountsByIds, enabledAccounts, grantsOf } from '../repositories/staff-account';
import { SYSTEM_ACTOR, writeAudit, type AuditEvent } from './audit';

/**
 * Lead routing (issue 38 item 3; contract/lead-routing.ts): what happens to a new lead in its
 * own transaction — its due time from its site's target, and, in working hours, its assignee by
 * the first rule that takes it (in turn among the rule's members who still work the site's leads),
 * after hours the site's after-hours owner — and the 分配规则 screen's details and save.
 */
type Executor = Kysely<Database> | Transaction<Database>;

type Account = Awaited<ReturnType<typeof accountsByIds>>[number];

/**
 * Whether an account may be given a site's leads now, by hand or by routing: enabled, with `leads`
 * on the site (a lead of no recorded site: on every site).
 */
export function takesLeadsOf(
  account: Pick<Account, 'enabled' | 'roles'> | undefined,
  site: Platform | null,
): boolean {
  if (account === undefined || account.enabled !== 1) return false;
  const grants = grantsOf(account.roles);
  return site === null ? sitesFor(grants, 'leads').length === PLATFORMS.length : can(grants, 'leads', site);
}

const byId = (accounts: readonly Account[]) => new Map(accounts.map((account) => [account.id, account]));

/** When a lead arriving (or restored) at `now` is due: the site's target in its working minutes. */
const dueTime = (policy: RoutingPolicy, now: number) =>
  new Date(addWorkingMinutes(policy.workingHours, now, policy.responseMinutes)).toISOString();

/** A lead given by routing: to whom, and by which rule (none: the after-hours owner). */
type Assignment = { leadId: number; site: Platform; staff: Account; rule: string | null };
/** Leads a rule takes, and the members who still work the site's leads, in turn. */
type RuleTurns = { site: Platform; rule: StoredRule; members: Account[]; leadIds: number[] };

/**
 * Who gets one site's new leads: outside working hours the after-hours owner (if set and still
 * working the site's leads); in working hours the first rule that takes each lead, whose turns
 * are taken afterwards (`turns`), all sites' in one order.
 */
async function routeSite(
  trx: Transaction<Database>,
  site: Platform,
  policy: RoutingPolicy,
  leads: readonly InsertedLead[],
  now: number,
): Promise<{ assignments: Assignment[]; turns: RuleTurns[] }> {
  if (!isWorkingTime(policy.workingHours, now)) {
    const [owner] =
      policy.afterHoursOwnerId === null ? [] : await accountsByIds(trx, [policy.afterHoursOwnerId]);
    if (!owner || !takesLeadsOf(owner, site)) return { assignments: [], turns: [] };
    return {
      assignments: leads.map((lead) => ({ leadId: lead.id, site, staff: owner, rule: null })),
      turns: [],
    };
  }
  const rules = await rulesOf(trx, site);
  if (rules.length === 0) return { assignments: [], turns: [] };
  const accounts = byId(await accountsByIds(trx, [...new Set(rules.flatMap((rule) => rule.memberIds))]));
  // A member who lost the site's leads (or was disabled, or deleted) is skipped; a rule left
  // with nobody takes no lead, which goes on to the next rule that matches.
  const turns: RuleTurns[] = rules.map((rule) => ({
    site,
    rule,
    members: rule.memberIds.flatMap((id) => {
      const account = accounts.get(id);
      return account && takesLeadsOf(account, site) ? [account] : [];
    }),
    leadIds: [],
  }));
  for (const lead of leads) {
    const taking = turns.find(
      ({ rule, members }) =>
        members.length > 0 && ruleMatches(rule, { source: lead.source, campaign: lead.utm_campaign }),
    );
    taking?.leadIds.push(lead.id);
  }
  return { assignments: [], turns: turns.filter((turn) => turn.leadIds.length > 0) };
}

/** Due times, turns and assignees of a batch's normal leads; the assignments' trail rows. */
async function route(trx: Transaction<Database>, leads: readonly InsertedLead[], now: number) {
  const bySite = new Map<Platform, InsertedLead[]>();
  for (const lead of leads) {
    if (lead.quarantine_reason !== null || !isPlatform(lead.platform)) continue;
    bySite.set(lead.platform, [...(bySite.get(lead.platform) ?? []), lead]);
  }
  if (bySite.size === 0) return;
  const policies = await policiesOf(trx, [...bySite.keys()]);
  const assignments: Assignment[] = [];
  const turns: RuleTurns[] = [];
  for (const [site, siteLeads] of bySite) {
    const policy = policies.get(site)!;
    await setRouting(
      trx,
      siteLeads.map((lead) => lead.id),
      { respond_by: dueTime(policy, now) },
    );
    const routed = await routeSite(trx, site, policy, siteLeads, now);
    assignments.push(...routed.assignments);
    turns.push(...routed.turns);
  }
  // The rules' rows are locked in id order: two batches never wait for each other in a circle.
  for (const { site, rule, members, leadIds } of turns.sort((a, b) => a.rule.id - b.rule.id)) {
    const start = await takeTurns(trx, rule.id, leadIds.length);
    leadIds.forEach((leadId, offset) =>
      assignments.push({ leadId, site, staff: members[(start + offset) % members.length]!, rule: rule.name }),
    );
  }
  const byStaff = new Map<number, number[]>();
  for (const { leadId, staff } of assignments)
    byStaff.set(staff.id, [...(byStaff.get(staff.id) ?? []), leadId]);
  for (const [staffId, ids] of byStaff) await setRouting(trx, ids, { assignee_id: staffId });
  // Recorded as a manual assignment is (负责人：（空） → 张老师), with the rule that made it.
  await writeAudit(
    trx,
    SYSTEM_ACTOR,
    assignments.map(({ leadId, site, staff, rule }): AuditEvent => ({
      entity: 'siteMessage',
      entityId: leadId,
      action: 'autoAssign',
      summary: {
        ...(rule === null ? { afterHours: true } : { rule }),
        assignee: { from: null, fromName: null, to: staff.id, toName: staff.display_name },
      },
      platform: site,
    })),
    new Date(now),
  );
}

/**
 * Routes the leads a batch has just inserted, in its transaction (the repository's afterInsert).
 * Routing must never cost a lead: if it fails, its writes are rolled back to a savepoint and the
 * leads are stored as they came, unassigned and without a due time, the failure logged.
 */
export async function routeNewLeads(
  trx: Transaction<Database>,
  leads: readonly InsertedLead[],
  now: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const outcome = await withinSavepoint(trx, () => route(trx, leads, now));
  if (outcome)
    log.error(
      { err: outcome.failed },
      'lead routing failed: the leads are stored unassigned, without a due time',
    );
}

/** A restored suspicious lead's due time: its site's target counted from now, as for a new lead. */
export async function startResponseClock(
  trx: Transaction<Database>,
  leads: readonly { id: number; platform: string | null }[],
  now: number,
): Promise<void> {
  const sites = [...new Set(leads.flatMap((lead) => (isPlatform(lead.platform) ? [lead.platform] : [])))];
  const policies = await policiesOf(trx, sites);
  for (const [site, policy] of policies) {
    await setRouting(
      trx,
      leads.filter((lead) => lead.platform === site).map((lead) => lead.id),
      { respond_by: dueTime(policy, now) },
    );
  }
}

// ——— The 分配规则 screen ———

const DELETED_ACCOUNT = '（已删除的账号）';

/** A site's routing as the screen edits it: policy, rules with their members, who may be chosen. */
export async function routingDetails(db: Kysely<Database>, site: Platform): Promise<LeadRouting> {
  const policy = await policyOf(db, site);
  const rules = await rulesOf(db, site);
  const chosen = [...rules.flatMap((rule) => rule.memberIds), ...[policy.afterHoursOwnerId ?? []].flat()];
  const accounts = byId(await accountsByIds(db, [...new Set(chosen)]));
  const accountOf = (id: number) => {
    const account = accounts.get(id);
    return { id, displayName: account?.display_name ?? DELETED_ACCOUNT, works: takesLeadsOf(account, site) };
  };
  const staff = (await enabledAccounts(db)).filter((account) => takesLeadsOf(account, site));
  return {
    platform: site,
    version: policy.version,
    workingHours: { ...policy.workingHours, days: [...policy.workingHours.days] },
    responseMinutes: policy.responseMinutes,
    afterHoursOwner: policy.afterHoursOwnerId === null ? null : accountOf(policy.afterHoursOwnerId),
    rules: rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      source: rule.source,
      campaign: rule.campaign,
      members: rule.memberIds.map(accountOf),
    })),
    staff: staff.map((account) => ({ id: account.id, displayName: account.display_name })),
    updatedAt: policy.updatedAt,
  };
}

const refused = (message: string, field?: string) => new ClientError(400, CODE.badRequest, message, field);

/** The rules in the trail's words: one line each, `微信线索（来源：微信）：张老师、李老师`. */
const rulesInWords = (
  rules: readonly (RuleMatch & { name: string; memberIds: readonly number[] })[],
  names: Map<number, string>,
) =>
  rules.map(
    (rule) =>
      `${rule.name}（${ruleCondition(rule)}）：${rule.memberIds.map((id) => names.get(id) ?? DELETED_ACCOUNT).join('、')}`,
  );

/**
 * Saves a site's routing from the screen, all of it or nothing: the hours, target and owner, and
 * the rules in order. Refused (400, in words) when the hours have no working time, a rule has no
 * member, a member twice, or a condition an earlier rule already takes, or when anyone chosen is
 * no enabled account working the site's leads; 409 when someone else saved since the form was
 * loaded. Answers the version now stored and the trail's summary (null: nothing changed, nothing
 * written).
 */
export async function saveRouting(
  trx: Transaction<Database>,
  body: LeadRoutingSaveBody,
  at: string,
): Promise<{ version: number; summary: Record<string, unknown> | null }> {
  const site = body.platform;
  const hoursProblem = workingHoursProblem(body.workingHours);
  if (hoursProblem) throw refused(hoursProblem, 'workingHours');
  const rules = body.rules.map(normalizeRule);
  const rulesTrouble = rulesProblem(rules);
  if (rulesTrouble) throw refused(rulesTrouble, 'rules');

  const before = await policyOf(trx, site);
  const stored = await rulesOf(trx, site);
  const owners = [body.afterHoursOwnerId, before.afterHoursOwnerId].flatMap((id) =>
    id === null ? [] : [id],
  );
  const everyone = [...rules, ...stored].flatMap((rule) => rule.memberIds).concat(owners);
  const accounts = byId(await accountsByIds(trx, [...new Set(everyone)]));
  for (const rule of rules) {
    for (const id of rule.memberIds) {
      const account = accounts.get(id);
      if (!account)
        throw refused(`规则「${rule.name}」中的负责人不存在或已被删除，请刷新页面后重新选择`, 'rules');
      if (!takesLeadsOf(account, site))
        throw refused(
          `「${account.display_name}」${account.enabled === 1 ? '不负责' : '已停用，不能负责'}「${PLATFORM_NAMES[site]}」的线索，不能加入规则「${rule.name}」`,
          'rules',
        );
    }
  }
  if (body.afterHoursOwnerId !== null && !takesLeadsOf(accounts.get(body.afterHoursOwnerId), site))
    throw refused(`非工作时间负责人须为负责「${PLATFORM_NAMES[site]}」线索的启用账号`, 'afterHoursOwnerId');
  if (body.version !== before.version) throw changedMeanwhile();

  const names = new Map([...accounts.values()].map((account) => [account.id, account.display_name]));
  const ownerName = (id: number | null) => (id === null ? null : (names.get(id) ?? DELETED_ACCOUNT));
  const hours = [describeWorkingHours(before.workingHours), describeWorkingHours(body.workingHours)];
  const ruleLines = [rulesInWords(stored, names), rulesInWords(rules, names)];
  const changes: Record<string, unknown> = {
    ...(hours[0] !== hours[1] ? { workingHours: { from: hours[0], to: hours[1] } } : {}),
    ...(before.responseMinutes !== body.responseMinutes
      ? { responseMinutes: { from: before.responseMinutes, to: body.responseMinutes } }
      : {}),
    ...(before.afterHoursOwnerId !== body.afterHoursOwnerId
      ? {
          afterHoursOwner: {
            from: before.afterHoursOwnerId,
            fromName: ownerName(before.afterHoursOwnerId),
            to: body.afterHoursOwnerId,
            toName: ownerName(body.afterHoursOwnerId),
          },
        }
      : {}),
    ...(ruleLines[0]!.join('\n') !== ruleLines[1]!.join('\n')
      ? { rules: { from: ruleLines[0], to: ruleLines[1] } }
      : {}),
  };
  // What staff read would not change (the same rules saved again): nothing is written.
  if (Object.keys(changes).length === 0) return { version: before.version, summary: null };

  const saved = await savePolicy(
    trx,
    {
      platform: site,
      workingHours: body.workingHours,
      responseMinutes: body.responseMinutes,
      afterHoursOwnerId: body.afterHoursOwnerId,
    },
    body.version,
    at,
  );
  if (!saved) throw changedMeanwhile();
  const { unknownIds } = await replaceRules(trx, site, rules);
  if (unknownIds.length > 0) throw refused('规则不存在或已被删除，请刷新页面后重新编辑', 'rules');
  return { version: body.version + 1, summary: { name: PLATFORM_NAMES[site], changes } };
}

const changedMeanwhile = () =>
  new ClientError(409, CODE.badRequest, '分配规则已被他人修改，请刷新页面查看后重新编辑');

/** The working hours of sites (their leads' 剩余 / 已超时, their response times), stored or default. */
export const workingHoursOf = async (db: Executor, sites: readonly string[]) =>
  new Map([...(await policiesOf(db, sites))].map(([site, policy]) => [site, policy.workingHours]));
