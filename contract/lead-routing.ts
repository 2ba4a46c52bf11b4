import { Type, type Static } from 'typebox';
import { Id, INT_MAX, messages, Nullable, NullableString, PlatformName, RequiredPlatform } from './common';
import { sourceLabel } from './lead-rules';
import { TIME_OF_DAY_PATTERN, type WorkingHours } from './working-hours';

/**
 * Lead routing (issue 38 item 3): per site, the working hours (China time), a response target in
 * working minutes, the account that gets the leads of after hours, and an ordered list of rules,
 * each taking all leads or those of a source and / or a campaign and giving them in turn to its
 * admissions staff. The first rule that matches a new lead (and has someone who still works the
 * site's leads) assigns it; suspicious leads are not assigned. Calls under
 * /api/cms/web/leadRouting (server/src/routes/api/cms/web/lead-routing-admin.ts); the arithmetic
 * of working time is contract/working-hours.ts.
 */

/** At most this many rules per site: a list staff can still read top to bottom. */
export const RULES_MAX = 20;
/** At most this many accounts take turns in one rule. */
export const RULE_MEMBERS_MAX = 50;
export const RULE_NAME_MAX = 30;
/** A rule's source or campaign: as long as the inbox's filters take them (LeadFilterQuery). */
export const RULE_MATCH_MAX = 100;
/** The response target: from a minute to a whole day of working time. */
export const RESPONSE_MINUTES_MAX = 1440;

/** A site whose routing nobody has set: 周一至周五 09:00–18:00, a call within 30 working minutes, no rules. */
export const DEFAULT_WORKING_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };
export const DEFAULT_RESPONSE_MINUTES = 30;

// ——— The rules' meaning, shared by the form and the server ———

/** What a rule matches: a source key (`wechat`, `baidu`, a host) and / or a campaign; null: any. */
export type RuleMatch = { source: string | null; campaign: string | null };

/** What a lead offers a rule: its canonical source and its utm_campaign. */
export type RoutedLead = { source: string; campaign: string | null };

/** A rule as staff typed it, written the one way it is stored: trimmed, the source in lower case, empty as null. */
export function normalizeRule<Rule extends RuleMatch & { name: string }>(rule: Rule): Rule {
  const source = rule.source?.trim().toLowerCase() ?? '';
  const campaign = rule.campaign?.trim() ?? '';
  return { ...rule, name: rule.name.trim(), source: source || null, campaign: campaign || null };
}

/** Whether a rule takes a lead: every condition it sets holds. */
export const ruleMatches = (rule: RuleMatch, lead: RoutedLead): boolean =>
  (rule.source === null || rule.source === lead.source) &&
  (rule.campaign === null || rule.campaign === lead.campaign);

/** Whether every lead `later` takes is taken by `earlier` already (so `later` never assigns). */
const covers = (earlier: RuleMatch, later: RuleMatch): boolean =>
  (earlier.source === null || earlier.source === later.source) &&
  (earlier.campaign === null || earlier.campaign === later.campaign);

/** What a rule matches, in words: 全部线索, 来源：微信, 活动：autumn, 来源：百度，活动：2025qiuji. */
export function ruleCondition(rule: RuleMatch): string {
  const parts = [
    ...(rule.source === null ? [] : [`来源：${sourceLabel(rule.source)}`]),
    ...(rule.campaign === null ? [] : [`活动：${rule.campaign}`]),
  ];
  return parts.length > 0 ? parts.join('，') : '全部线索';
}

/**
 * What is wrong with a site's rules (normalized), in the words the form and the server show; null
 * when they can be saved. The accounts themselves (do they exist, do they work the site's leads)
 * are the server's to check.
 */
export function rulesProblem(rules: readonly (RuleMatch & { name: string; memberIds: readonly number[] })[]) {
  if (rules.length > RULES_MAX) return `每个站点最多 ${RULES_MAX} 条分配规则`;
  const names = new Set<string>();
  for (const [index, rule] of rules.entries()) {
    if (rule.name === '') return `请填写第 ${index + 1} 条规则的名称`;
    if (names.has(rule.name)) return `规则名称「${rule.name}」重复，请改用不同的名称`;
    names.add(rule.name);
    if (rule.memberIds.length === 0) return `规则「${rule.name}」请至少选择一位负责人`;
    // The schema's integer check lets ±Infinity through (as the JSON parser coerces "1e309").
    if (!rule.memberIds.every((id) => Number.isSafeInteger(id) && id >= 1 && id <= INT_MAX))
      return '负责人编号不正确';
    if (new Set(rule.memberIds).size !== rule.memberIds.length) return `规则「${rule.name}」中有重复的负责人`;
    const earlier = rules.slice(0, index).find((other) => covers(other, rule));
    if (earlier)
      return `规则「${rule.name}」排在「${earlier.name}」之后，不会分配到任何线索（「${earlier.name}」已包含它的条件）：请调整顺序或条件`;
  }
  return null;
}

// ——— The calls ———

const TimeOfDay = (what: string) =>
  Type.String({
    pattern: TIME_OF_DAY_PATTERN,
    ...messages({ missing: `请填写${what}`, invalid: `${what}格式应为 HH:MM` }),
  });

/** The days (1 Monday … 7 Sunday) and hours of work, China time; checked by workingHoursProblem. */
export const WorkingHoursBody = Type.Object({
  days: Type.Array(Type.Integer({ minimum: 1, maximum: 7, ...messages({ invalid: '工作日不正确' }) }), {
    maxItems: 7,
    ...messages({ missing: '请选择工作日', invalid: '工作日不正确' }),
  }),
  start: TimeOfDay('上班时间'),
  end: TimeOfDay('下班时间'),
});
export type WorkingHoursBody = Static<typeof WorkingHoursBody>;

const NullableMatch = (invalid: string) =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: RULE_MATCH_MAX,
    ...messages({ invalid }),
  });

/** A rule of the save: an existing rule keeps its `id` (and where its turn stands); a new one has none. */
export const RoutingRuleBody = Type.Object({
  id: Type.Optional(Id('规则编号不正确')),
  name: Type.String({
    minLength: 1,
    maxLength: RULE_NAME_MAX,
    ...messages({ missing: '请填写规则名称', invalid: `规则名称为 1 到 ${RULE_NAME_MAX} 个字符` }),
  }),
  /** A lead's source key exactly (lower case: `wechat`, `baidu`, `eol.cn`); null: any source. */
  source: NullableMatch(`来源不能超过 ${RULE_MATCH_MAX} 个字符`),
  /** A lead's utm_campaign exactly; null: any campaign (or none). */
  campaign: NullableMatch(`活动不能超过 ${RULE_MATCH_MAX} 个字符`),
  /** Who takes the rule's leads in turn, in this order: accounts that work the site's leads. */
  memberIds: Type.Array(Id('负责人编号不正确'), {
    maxItems: RULE_MEMBERS_MAX,
    ...messages({ missing: '请选择负责人', invalid: `每条规则最多 ${RULE_MEMBERS_MAX} 位负责人` }),
  }),
});
export type RoutingRuleBody = Static<typeof RoutingRuleBody>;

/**
 * A site's routing as a whole (POST /api/cms/web/leadRouting): saved together or not at all.
 * `version` is the one the form was loaded with: a save made meanwhile by someone else is refused
 * (409) rather than overwritten.
 */
export const LeadRoutingSaveBody = Type.Object({
  platform: RequiredPlatform,
  version: Type.Integer({
    minimum: 0,
    maximum: INT_MAX,
    ...messages({ missing: '请提供分配规则的版本', invalid: '分配规则的版本不正确' }),
  }),
  workingHours: WorkingHoursBody,
  responseMinutes: Type.Integer({
    minimum: 1,
    maximum: RESPONSE_MINUTES_MAX,
    ...messages({ missing: '请填写响应时限', invalid: `响应时限为 1 到 ${RESPONSE_MINUTES_MAX} 分钟` }),
  }),
  /** Who gets the leads that arrive outside working hours; null: they wait unassigned. */
  afterHoursOwnerId: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: INT_MAX,
    ...messages({ missing: '请选择非工作时间负责人', invalid: '非工作时间负责人编号不正确' }),
  }),
  rules: Type.Array(RoutingRuleBody, {
    maxItems: RULES_MAX,
    ...messages({ missing: '请提供分配规则', invalid: `每个站点最多 ${RULES_MAX} 条分配规则` }),
  }),
});
export type LeadRoutingSaveBody = Static<typeof LeadRoutingSaveBody>;

export const LeadRoutingQuery = Type.Object({ platform: RequiredPlatform });
export type LeadRoutingQuery = Static<typeof LeadRoutingQuery>;

/** An account in the routing: `works` false once it no longer works the site's leads (skipped). */
export const RoutingAccount = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  works: Type.Boolean(),
});
export type RoutingAccount = Static<typeof RoutingAccount>;

/** A site's routing as the 分配规则 screen edits it (GET …/leadRouting/details?platform=). */
export const LeadRouting = Type.Object({
  platform: PlatformName,
  /** 0 until the site's routing is first saved (the defaults apply). */
  version: Type.Integer(),
  workingHours: WorkingHoursBody,
  responseMinutes: Type.Integer(),
  afterHoursOwner: Nullable(RoutingAccount),
  rules: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      source: NullableString,
      campaign: NullableString,
      members: Type.Array(RoutingAccount),
    }),
  ),
  /** The accounts that may be chosen: enabled, working the site's leads. */
  staff: Type.Array(Type.Object({ id: Type.Integer(), displayName: Type.String() })),
  updatedAt: NullableString,
});
export type LeadRouting = Static<typeof LeadRouting>;

/** What a save answers: the version now stored (the form goes on from it). */
export const LeadRoutingSaved = Type.Object({ version: Type.Integer() });
export type LeadRoutingSaved = Static<typeof LeadRoutingSaved>;
