import { chinaTimeParts, type DateInput, pad2 } from '@contract/china-time';

/**
 * The value of an `<input type="datetime-local">` showing a time in China time,
 * `2026-03-01T09:30`, whatever the zone of the staff member's computer; '' when no time.
 * The save sends the box's value back as it is: the contract reads a time without a zone as
 * China time (contract/common.ts DateTimeInput).
 */
export function chinaDateTimeLocal(value: DateInput): string {
  const parts = chinaTimeParts(value);
  if (!parts) return '';
  const [year, month, day, hours, minutes] = parts;
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}`;
}

/** Whether a datetime-local value is complete (the box gives '' while half typed). */
export const isDateTimeLocal = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value);
