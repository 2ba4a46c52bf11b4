import { CHINA_OFFSET_MS } from '@contract/china-time';

/** China-time calendar days (`YYYY-MM-DD`) and their instants: the leads' filters, summary and report. */

export const DAY_MS = 86_400_000;

/** The start of a China-time day `YYYY-MM-DD`, as an ISO string like `created_at`. */
export const chinaDayStartOf = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS).toISOString();

/** The China-time day `YYYY-MM-DD` of a moment (ms since the epoch). */
export const chinaDayOf = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no zone involved). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week holding a day `YYYY-MM-DD` (weeks start on Monday in China). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** Whether `YYYY-MM-DD` is a day of the calendar (not 2026-02-30). */
export const isCalendarDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
