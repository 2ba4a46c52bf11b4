/**
 * Spec §9's yyyy-MM-dd hh:mm:ss (24-hour clock) and yyyy-MM-dd, in the group's time zone: China
 * Standard Time, UTC+8 all year (no daylight saving since 1991). One zone for every visitor and
 * for the server, so a page rendered on the server shows the same dates once hydrated, whatever
 * the zone of the device.
 */
const SITE_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

export type DateInput = Date | string | number | null | undefined;

/** A time written without a zone ('2026-03-01', '2026-03-01 14:05:09') is already the site's time. */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

type Parts = [year: number, month: number, day: number, hours: number, minutes: number, seconds: number];

function siteTimeParts(value: DateInput): Parts | null {
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
      ) - SITE_UTC_OFFSET_MS
    : new Date(value).getTime();
  if (Number.isNaN(epochMs)) return null;
  const site = new Date(epochMs + SITE_UTC_OFFSET_MS);
  const parts: Parts = [
    site.getUTCFullYear(),
    site.getUTCMonth() + 1,
    site.getUTCDate(),
    site.getUTCHours(),
    site.getUTCMinutes(),
    site.getUTCSeconds(),
  ];
  // '2026-02-30' rolls over to March in Date.UTC: a date that does not exist is no date.
  if (written && (parts[1] !== +written[2]! || parts[2] !== +written[3]!)) return null;
  return parts;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-03-01 14:05:09' from a Date, an ISO string or epoch milliseconds; '' when invalid or missing. */
export function formatDateTime(value: DateInput): string {
  const parts = siteTimeParts(value);
  if (!parts) return '';
  const [year, month, day, hours, minutes, seconds] = parts;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** '2026-03-01'; '' when invalid or missing. */
export function formatDate(value: DateInput): string {
  const parts = siteTimeParts(value);
  if (!parts) return '';
  const [year, month, day] = parts;
  return `${year}-${pad(month)}-${pad(day)}`;
}
