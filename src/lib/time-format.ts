import dayjs from 'dayjs';

/** Spec §9's yyyy-MM-dd hh:mm:ss, on a 24-hour clock, and yyyy-MM-dd (local time). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = Date | string | number | null | undefined;

function format(value: DateInput, pattern: string): string {
  // dayjs(undefined) is "now": a missing value must stay empty, not show the current time.
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(pattern) : '';
}

/** '2026-03-01 14:05:09' from a Date, an ISO string or epoch milliseconds; '' when invalid or missing. */
export const formatDateTime = (value: DateInput): string => format(value, DATE_TIME_FORMAT);

/** '2026-03-01'; '' when invalid or missing. */
export const formatDate = (value: DateInput): string => format(value, DATE_FORMAT);
