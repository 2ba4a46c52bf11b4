/**
 * Times as W3C datetimes in China Standard Time (UTC+8 all year): the sitemap's lastmod and
 * JSON-LD's datePublished. Pure: the server and the page render import it.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A time written without a zone ('2026-03-01', '2026-03-01 14:05:09') is already China time. */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

const two = (value: number) => String(value).padStart(2, '0');

/** `2026-03-01T14:05:09+08:00`, or null when the value is no time. */
export function chinaDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const written = ZONELESS.exec(value.trim());
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
  return (
    `${china.getUTCFullYear()}-${two(china.getUTCMonth() + 1)}-${two(china.getUTCDate())}` +
    `T${two(china.getUTCHours())}:${two(china.getUTCMinutes())}:${two(china.getUTCSeconds())}+08:00`
  );
}
