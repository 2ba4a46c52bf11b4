import { chinaTimeParts, type DateInput, pad2 } from '@contract/china-time';

/**
 * The console's one way of writing a time: China time (contract/china-time.ts, the same on the
 * server and in any browser's time zone), `2026-03-01 09:30` for a moment and `2026-03-01` for a
 * day. Every screen, column and note uses these two; nothing calls toLocale… or its own Intl format.
 */

/** A moment as China time, `2026-03-01 09:30`; a string that does not parse is shown as it is, nothing as ''. */
export function formatDateTime(value: DateInput): string {
  const parts = chinaTimeParts(value);
  if (!parts) return typeof value === 'string' ? value : '';
  const [year, month, day, hours, minutes] = parts;
  return `${year}-${pad2(month)}-${pad2(day)} ${pad2(hours)}:${pad2(minutes)}`;
}

/** A moment's day in China time, `2026-03-01`; as formatDateTime when it does not parse. */
export function formatDate(value: DateInput): string {
  const parts = chinaTimeParts(value);
  if (!parts) return typeof value === 'string' ? value : '';
  const [year, month, day] = parts;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
