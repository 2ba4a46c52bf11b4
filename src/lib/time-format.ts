/**
 * Spec §9's yyyy-MM-dd hh:mm:ss (24-hour clock) and yyyy-MM-dd, in the group's time zone
 * (contract/china-time.ts): the server's render and the browser show the same dates.
 */
import { chinaTimeParts, type DateInput, pad2 as pad } from '@contract/china-time';

export type { DateInput };

/** '2026-03-01 14:05:09' from a Date, an ISO string or epoch milliseconds; '' when invalid or missing. */
export function formatDateTime(value: DateInput): string {
  const parts = chinaTimeParts(value);
  if (!parts) return '';
  const [year, month, day, hours, minutes, seconds] = parts;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** '2026-03-01'; '' when invalid or missing. */
export function formatDate(value: DateInput): string {
  const parts = chinaTimeParts(value);
  if (!parts) return '';
  const [year, month, day] = parts;
  return `${year}-${pad(month)}-${pad(day)}`;
}
