import { chinaTimeParts, pad2 } from '@contract/china-time';

/**
 * A stored time (ISO 8601, UTC) as a `datetime-local` box shows it: China time,
 * `2026-03-01T09:30`; '' for none. The box has no zone: staff read and type China time.
 */
export function toChinaInput(iso: string | null | undefined): string {
  const parts = chinaTimeParts(iso);
  if (!parts) return '';
  const [year, month, day, hours, minutes] = parts;
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}`;
}

/** What a save sends for a `datetime-local` value: as typed (zoneless = China time), null when empty. */
export const fromChinaInput = (value: string): string | null => (value.trim() === '' ? null : value.trim());
