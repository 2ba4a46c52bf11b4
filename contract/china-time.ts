/**
 * Times in the group's time zone: China Standard Time, UTC+8 all year (no daylight saving since
 * 1991). One zone for every visitor and for the server, so a page rendered on the server shows
 * the same dates once hydrated, whatever the zone of the device. Pure: the server, the page
 * render and the browser import it.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export type DateInput = Date | string | number | null | undefined;

/** A time written without a zone ('2026-03-01', '2026-03-01 14:05:09') is already China time. */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

export type ChinaTimeParts = [
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
];

/** The calendar fields of a time in China; null when the value is no time (or no real date). */
export function chinaTimeParts(value: DateInput): ChinaTimeParts | null {
  if (value === null || value === undefined || value === '') return null;
  const written = typeof value === 'string' ? ZONELESS.exec(value.trim()) : null;
  const epochMs = written
    ? Date.UTC(
        +written[1]!,
        +written[2]! - 1,
        +written[3]!,
        +(written[4] ?? 0),
        +(written[5] ?? 0),
        +(written[6] ?? 0),
      ) - CHINA_OFFSET_MS
    : new Date(value).getTime();
  if (Number.isNaN(epochMs)) return null;
  const china = new Date(epochMs + CHINA_OFFSET_MS);
  const parts: ChinaTimeParts = [
    china.getUTCFullYear(),
    china.getUTCMonth() + 1,
    china.getUTCDate(),
    china.getUTCHours(),
    china.getUTCMinutes(),
    china.getUTCSeconds(),
  ];
  // '2026-02-30' rolls over to March in Date.UTC: a date that does not exist is no date.
  if (written && (parts[1] !== +written[2]! || parts[2] !== +written[3]!)) return null;
  return parts;
}

export const pad2 = (value: number) => String(value).padStart(2, '0');

/** `2026-03-01T14:05:09+08:00` (the sitemap's lastmod, JSON-LD's dates), or null when no time. */
export function chinaDateTime(value: DateInput): string | null {
  const parts = chinaTimeParts(value);
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts;
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}+08:00`;
}
