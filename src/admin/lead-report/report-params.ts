import type { Platform } from '@contract/common';
import { type ChannelReportQuery, REPORT_MAX_DAYS } from '@contract/site-message';
import { addDays, daysIncluded } from '../ui/china-days';
import { uiMessages } from '../ui/messages';
import { siteFilterAmong } from '../ui/platform-switch';
import { FIELD_KEY_PATTERN } from '@contract/lead-form-fields';
import { reportMessages } from './messages';

/** The report's choices, in the address in this order (defaults left out). */
export const REPORT_PARAMS = ['from', 'to', 'interval', 'by', 'platform', 'field'] as const;
export type ReportParams = Record<(typeof REPORT_PARAMS)[number], string>;

/** The range shown when the address names none: the last 30 days, today included (China time). */
export const DEFAULT_DAYS = 30;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const FIELD_KEY = new RegExp(FIELD_KEY_PATTERN);

/**
 * The report call from the address: its range, or the last 30 China-time days up to `today`;
 * 按天 / 按来源 unless it says otherwise; a platform only when it names one of `sites` (those the
 * user's roles follow leads on). 按表单字段 (`by=answer`, issue 38 item 1) needs a site and one of
 * its fields (`field`, a key being one site's): without them, 按来源.
 */
export function reportQueryOf(
  params: ReportParams,
  today: string,
  sites: readonly Platform[],
): ChannelReportQuery {
  const platform = siteFilterAmong(params.platform, sites);
  const to = DAY.test(params.to) ? params.to : today;
  const from = DAY.test(params.from) ? params.from : addDays(to, 1 - DEFAULT_DAYS);
  const byAnswer = params.by === 'answer' && platform !== undefined && FIELD_KEY.test(params.field);
  return {
    from,
    to,
    interval: params.interval === 'week' ? 'week' : 'day',
    by: byAnswer ? 'answer' : params.by === 'campaign' ? 'campaign' : 'source',
    ...(platform ? { platform } : {}),
    ...(byAnswer ? { fieldKey: params.field } : {}),
  };
}

/** Why 按表单字段 cannot be reported as chosen (no site, no field); null when it can, or another grouping. */
export function groupingError(params: Pick<ReportParams, 'by' | 'platform' | 'field'>): string | null {
  if (params.by !== 'answer') return null;
  if (params.platform === '') return reportMessages.answerNeedsSite;
  if (!FIELD_KEY.test(params.field)) return reportMessages.answerNeedsField;
  return null;
}

/** Why a range cannot be reported (the end first, or over REPORT_MAX_DAYS days); null when it can. */
export function rangeError(from: string, to: string): string | null {
  if (to < from) return uiMessages.dateOrder;
  if (daysIncluded(from, to) > REPORT_MAX_DAYS) return reportMessages.tooLong;
  return null;
}
