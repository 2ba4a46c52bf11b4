/**
 * Student batch options (spec §9): two intakes a year, spring (suffix 03) and autumn (09),
 * from 2010 — or from the current year — up to the current year + 2.
 */

/** The first year of the batch list. */
export const FIRST_BATCH_YEAR = 2010;
/** How many years ahead of the current one the list reaches. */
export const BATCH_YEARS_AHEAD = 2;

export const BATCH_INTAKES = [
  { suffix: '03', label: '春季' },
  { suffix: '09', label: '秋季' },
] as const;

export type StudentBatchOption = { value: string; label: string };

export type StudentBatchOptions = {
  /** Start at the current year instead of 2010. */
  fromCurrentYear?: boolean;
  /** 'asc' (default): oldest first; 'desc': newest first. */
  order?: 'asc' | 'desc';
  /** "Today", for tests and for a server-given date. */
  now?: Date;
};

/** [{ value: '202603', label: '2026年春季' }, { value: '202609', label: '2026年秋季' }, …] */
export function studentBatchOptions({
  fromCurrentYear = false,
  order = 'asc',
  now = new Date(),
}: StudentBatchOptions = {}): StudentBatchOption[] {
  const currentYear = now.getFullYear();
  const firstYear = fromCurrentYear ? currentYear : FIRST_BATCH_YEAR;
  const options: StudentBatchOption[] = [];
  for (let year = firstYear; year <= currentYear + BATCH_YEARS_AHEAD; year += 1) {
    for (const intake of BATCH_INTAKES) {
      options.push({ value: `${year}${intake.suffix}`, label: `${year}年${intake.label}` });
    }
  }
  // Values are fixed-width 'YYYYMM', so string order is date order.
  return order === 'desc' ? options.reverse() : options;
}

/** The label of a batch value ('202609' → '2026年秋季'), or null when it is not one. */
export function studentBatchLabel(value: string): string | null {
  const match = /^(\d{4})(\d{2})$/.exec(value);
  const intake = BATCH_INTAKES.find((candidate) => candidate.suffix === match?.[2]);
  return match && intake ? `${match[1]}年${intake.label}` : null;
}
