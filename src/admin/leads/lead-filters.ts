import { isPlatform } from '@contract/platform';
import { LEAD_STATUS_VALUES, type LeadStatusValue } from '@contract/lead-status';
import type { LeadExportQuery } from '@contract/site-message';

/** The inbox's filters, in the address in this order (`?from=…&to=…&platform=…`). */
export const LEAD_FILTERS = ['from', 'to', 'platform', 'status', 'keyword'] as const;
export type LeadFilterKey = (typeof LEAD_FILTERS)[number];

/** The contract's keyword limit (contract/site-message.ts LeadFilterQuery). */
export const KEYWORD_MAX = 20;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const statusOf = (text: string): LeadStatusValue | undefined => {
  const value = Number(text);
  return text !== '' && (LEAD_STATUS_VALUES as number[]).includes(value)
    ? (value as LeadStatusValue)
    : undefined;
};

/**
 * The list's and the export's query from the address's filters. A value the contract would refuse
 * (an address typed by hand) is left out rather than sent, so the list still shows.
 */
export function leadQueryOf(filters: Record<LeadFilterKey, string>): LeadExportQuery {
  const keyword = filters.keyword.trim().slice(0, KEYWORD_MAX);
  const status = statusOf(filters.status);
  return {
    ...(DAY.test(filters.from) ? { from: filters.from } : {}),
    ...(DAY.test(filters.to) ? { to: filters.to } : {}),
    ...(isPlatform(filters.platform) ? { platform: filters.platform } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
