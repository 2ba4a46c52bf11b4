/**
 * An admissions office's working hours in China time (Asia/Shanghai: UTC+8 all year, no daylight
 * saving), and time counted in them (issue 38 item 3): a lead's response target is so many
 * minutes of working time, so a lead that arrives on Friday night is due on Monday morning. Pure
 * and without typebox: the server stores each lead's due time with it, the console shows 剩余 /
 * 已超时 with the same arithmetic.
 */
import { CHINA_OFFSET_MS } from './china-time';

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
};

/**
 * The days an office is open and its hours on each of them: from `start` (included) to `end`
 * (excluded), `HH:MM` in China time; `end` may be `24:00`. The same hours every open day.
 */
export type WorkingHours = { days: readonly number[]; start: string; end: string };

/** `HH:MM` from 00:00 to 23:59, or 24:00 (the end of a day). */
export const TIME_OF_DAY_PATTERN = '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$';
const TIME_OF_DAY = new RegExp(TIME_OF_DAY_PATTERN);

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes since midnight of `HH:MM`. */
const minutesOfDay = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Why hours staff chose cannot be used, in the words the form and the server show; null when they can. */
export function workingHoursProblem(hours: WorkingHours): string | null {
  if (!TIME_OF_DAY.test(hours.start) || !TIME_OF_DAY.test(hours.end)) return '时间格式应为 HH:MM';
  if (hours.days.length === 0) return '请至少选择一个工作日';
  if (hours.days.some((day) => !(WEEKDAYS as readonly number[]).includes(day))) return '工作日不正确';
  if (new Set(hours.days).size !== hours.days.length) return '工作日重复';
  if (minutesOfDay(hours.start) >= minutesOfDay(hours.end)) return '下班时间须晚于上班时间';
  return null;
}

/** The China-time day holding `ms`: its first instant and its ISO weekday. */
function chinaDayAt(ms: number): { start: number; weekday: Weekday } {
  const index = Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);
  // Day 0 of the epoch, 1970-01-01, was a Thursday (4).
  return { start: index * DAY_MS - CHINA_OFFSET_MS, weekday: (((index + 3) % 7) + 1) as Weekday };
}

/** The working window of the day holding `ms` (its start and end instants), or null on a day off. */
function windowOfDay(hours: WorkingHours, ms: number): { opens: number; closes: number } | null {
  const day = chinaDayAt(ms);
  if (!hours.days.includes(day.weekday)) return null;
  return {
    opens: day.start + minutesOfDay(hours.start) * MINUTE_MS,
    closes: day.start + minutesOfDay(hours.end) * MINUTE_MS,
  };
}

/** Whether `ms` falls in working time: an open day, at or after `start`, before `end`. */
export function isWorkingTime(hours: WorkingHours, ms: number): boolean {
  const window = windowOfDay(hours, ms);
  return window !== null && ms >= window.opens && ms < window.closes;
}

/** Guards the loops below against hours no form lets through (no day, start not before end). */
function requireUsable(hours: WorkingHours) {
  const problem = workingHoursProblem(hours);
  if (problem) throw new RangeError(`working hours cannot be used: ${problem}`);
}

/**
 * The instant at which `minutes` minutes of working time have passed since `from`: counting starts
 * at once in working time, else when the office next opens. `addWorkingMinutes(h, friday 20:00, 30)`
 * with 周一至周五 09:00–18:00 is Monday 09:30.
 */
export function addWorkingMinutes(hours: WorkingHours, from: number, minutes: number): number {
  requireUsable(hours);
  let left = minutes * MINUTE_MS;
  // Day by day: at most a week of closed days between two windows, and the target is bounded
  // (lead-routing RESPONSE_MINUTES_MAX), so this ends after a few thousand days at the very worst.
  for (let day = chinaDayAt(from).start; ; day += DAY_MS) {
    const window = windowOfDay(hours, day);
    if (!window || from >= window.closes) continue;
    const begins = Math.max(from, window.opens);
    if (left <= window.closes - begins) return begins + left;
    left -= window.closes - begins;
  }
}

/**
 * Minutes of working time between two instants (0 when `to` is not after `from`): how long a lead
 * waited for its first response as the office counts it, or how long is left until its due time.
 */
export function workingMinutesBetween(hours: WorkingHours, from: number, to: number): number {
  requireUsable(hours);
  let total = 0;
  for (let day = chinaDayAt(from).start; day < to; day += DAY_MS) {
    const window = windowOfDay(hours, day);
    if (!window) continue;
    const begins = Math.max(from, window.opens);
    const ends = Math.min(to, window.closes);
    if (ends > begins) total += ends - begins;
  }
  return total / MINUTE_MS;
}

/**
 * The hours as staff read them: 周一至周五 09:00–18:00, 周一、周三、周五 09:00–12:00, 每天 08:00–20:00.
 * Consecutive days are written as a range.
 */
export function describeWorkingHours(hours: WorkingHours): string {
  const days = [...hours.days].sort((a, b) => a - b) as Weekday[];
  const label = (day: Weekday) => WEEKDAY_LABELS[day];
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  let when: string;
  if (days.length === 7) when = '每天';
  else if (days.length > 2 && consecutive) when = `${label(days[0]!)}至${label(days.at(-1)!)}`;
  else when = days.map(label).join('、');
  return `${when} ${hours.start}–${hours.end}`;
}

/** A span of minutes in words: 不到 1 分钟, 12 分钟, 1 小时 5 分钟, 3 小时. */
export function minutesInWords(minutes: number): string {
  const whole = Math.floor(minutes);
  if (whole < 1) return '不到 1 分钟';
  if (whole < 60) return `${whole} 分钟`;
  const rest = whole % 60;
  return rest === 0 ? `${Math.floor(whole / 60)} 小时` : `${Math.floor(whole / 60)} 小时 ${rest} 分钟`;
}
