import type { Platform } from '@contract/common';
import { PLATFORMS } from '@contract/platform';
import { LEAD_STATUS_VALUES, type LeadStatusValue } from '@contract/lead-status';
import type { LeadExportQuery } from '@contract/site-message';
import { FIELD_KEY_PATTERN } from '@contract/lead-form-fields';
import { siteFilterAmong } from '../ui/platform-switch';

/**
 * The inbox's filters, in the address in this order (`?from=…&to=…&platform=…`): the list
 * call's own (contract/site-message.ts LeadFilterQuery), and `noCampaign=true`, the address's
 * spelling of `campaign=''` (leads without a campaign), which an address cannot tell from no
 * campaign filter at all. `answerKey` and `answerValue` (an answer of the site's form) go together,
 * and only with a site.
 */
export const LEAD_FILTERS = [
  'quarantined',
  'from',
  'to',
  'platform',
  'status',
  'open',
  'assigneeId',
  'unassigned',
  'overdue',
  'followUp',
  'source',
  'campaign',
  'noCampaign',
  'answerKey',
  'answerValue',
  'keyword',
] as const;
export type LeadFilterKey = (typeof LEAD_FILTERS)[number];
export type LeadFilters = Record<LeadFilterKey, string>;

export const EMPTY_LEAD_FILTERS: LeadFilters = Object.fromEntries(
  LEAD_FILTERS.map((key) => [key, '']),
) as LeadFilters;

/** The filters the 可疑线索 view offers: the others describe work on normal leads. */
export const QUARANTINE_FILTERS: readonly LeadFilterKey[] = [
  'quarantined',
  'from',
  'to',
  'platform',
  'keyword',
];

/** The status drop-down's choice for 跟进中: `open=true` in the address and the call. */
export const OPEN_STATUS = 'open';
export const FOLLOW_UPS = ['today', 'overdue'] as const;
export type FollowUp = (typeof FOLLOW_UPS)[number];

/** The contract's limits (contract/site-message.ts LeadFilterQuery). */
export const KEYWORD_MAX = 20;
export const SOURCE_MAX = 100;
export const CAMPAIGN_MAX = 100;
export const ANSWER_VALUE_MAX = 100;
const FIELD_KEY = new RegExp(FIELD_KEY_PATTERN);

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const INT_MAX = 2147483647;

const statusOf = (text: string): LeadStatusValue | undefined => {
  const value = Number(text);
  return text !== '' && (LEAD_STATUS_VALUES as number[]).includes(value)
    ? (value as LeadStatusValue)
    : undefined;
};

const idOf = (text: string): number | undefined => {
  const value = Number(text);
  return /^\d+$/.test(text) && value >= 1 && value <= INT_MAX ? value : undefined;
};

const isFollowUp = (text: string): text is FollowUp => (FOLLOW_UPS as readonly string[]).includes(text);

/** A free text filter as the call takes it: trimmed, within its limit, or left out when empty. */
const textOf = (text: string, max: number) => text.trim().slice(0, max);

/** Whether the address shows the 可疑线索 view. */
export const isQuarantineView = (filters: Pick<LeadFilters, 'quarantined'>) => filters.quarantined === 'true';

/**
 * The list's and the export's query from the address's filters. A value the contract would refuse
 * (an address typed by hand), or a site outside `sites` (those the user's roles follow leads on),
 * is left out rather than sent, so the list still shows. The 可疑线索 view sends only its own filters.
 */
export function leadQueryOf(filters: LeadFilters, sites: readonly Platform[] = PLATFORMS): LeadExportQuery {
  const platform = siteFilterAmong(filters.platform, sites);
  const keyword = textOf(filters.keyword, KEYWORD_MAX);
  const shared: LeadExportQuery = {
    ...(DAY.test(filters.from) ? { from: filters.from } : {}),
    ...(DAY.test(filters.to) ? { to: filters.to } : {}),
    ...(platform ? { platform } : {}),
    ...(keyword ? { keyword } : {}),
  };
  if (isQuarantineView(filters)) return { quarantined: true, ...shared };

  const status = statusOf(filters.status);
  const assigneeId = idOf(filters.assigneeId);
  const source = textOf(filters.source, SOURCE_MAX);
  const campaign = textOf(filters.campaign, CAMPAIGN_MAX);
  // An answer of the site's form (issue 38 item 1): a field key is one site's, so only with it.
  const answer =
    platform && FIELD_KEY.test(filters.answerKey) && filters.answerValue !== ''
      ? { answerKey: filters.answerKey, answerValue: filters.answerValue.slice(0, ANSWER_VALUE_MAX) }
      : {};
  return {
    ...shared,
    ...(status !== undefined ? { status } : {}),
    ...(filters.open === 'true' ? { open: true } : {}),
    ...(assigneeId !== undefined ? { assigneeId } : {}),
    ...(filters.unassigned === 'true' && assigneeId === undefined ? { unassigned: true } : {}),
    ...(filters.overdue === 'true' ? { overdue: true } : {}),
    ...(isFollowUp(filters.followUp) ? { followUp: filters.followUp } : {}),
    ...(source ? { source } : {}),
    ...(filters.noCampaign === 'true' ? { campaign: '' } : campaign ? { campaign } : {}),
    ...answer,
  };
}

/**
 * The inbox's address with these filters (`/leads?unassigned=true&status=open`), in the order the
 * inbox writes them itself: the home cards and the channel report link to it.
 */
export function inboxPath(filters: Partial<LeadFilters>): string {
  const params = new URLSearchParams();
  for (const key of LEAD_FILTERS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/leads?${query}` : '/leads';
}
