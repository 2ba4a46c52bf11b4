import { chinaTimeParts, type DateInput, pad2 } from '@contract/china-time';

/**
 * A time as a `datetime-local` box shows it: China time, `2026-03-01T09:30`, whatever the zone
 * of the staff member's computer; '' for none. The box has no zone: staff read and type China
 * time, and the contract reads a time without a zone as China time (contract/common.ts DateTimeInput).
 */
export function toChinaInput(value: DateInput): string {
  const parts = chinaTimeParts(value);
  if (!parts) return '';
  const [year, month, day, hours, minutes] = parts;
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}`;
}

/** What a save sends for a `datetime-local` value: as typed (zoneless = China time), null when empty. */
export const fromChinaInput = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Whether a datetime-local value is complete (the box gives '' while half typed). */
export const isDateTimeLocal = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value);
