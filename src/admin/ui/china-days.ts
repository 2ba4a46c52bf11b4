import { formatDate } from '@/lib/time-format';

/**
 * Calendar days (`YYYY-MM-DD`) in China time, as the lead filters and the channel report take
 * them: today on the group's clock whatever the device's zone, and day arithmetic on those
 * strings (UTC midnights, so no daylight saving shifts a day).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const epochOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** Today in China. */
export const chinaToday = (now: number = Date.now()): string => formatDate(now);

export const addDays = (day: string, days: number): string => dayOf(epochOf(day) + days * DAY_MS);

/** The Monday on or before `day` (a week starts on Monday). */
export const mondayOf = (day: string): string =>
  addDays(day, -((new Date(epochOf(day)).getUTCDay() + 6) % 7));

/** How many days from `from` to `to`, both included (1 for one day; 0 or less when `to` is earlier). */
export const daysIncluded = (from: string, to: string): number =>
  Math.round((epochOf(to) - epochOf(from)) / DAY_MS) + 1;
