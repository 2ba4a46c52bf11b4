import type { ContentItem } from '@contract/site-content';

export type Campus = { name: string; address: string | null };
export type Region = { item: ContentItem; campuses: Campus[] };

/** Editors write one campus per line (or separate them with semicolons). */
const CAMPUS_SEPARATOR = /\r?\n|；|;/;
/** "校区名：地址" — the part before the first colon names the campus. */
const NAME_SEPARATOR = /[:：]/;

export function parseCampus(line: string): Campus {
  const separator = NAME_SEPARATOR.exec(line);
  if (!separator) return { name: line, address: null };
  const name = line.slice(0, separator.index).trim();
  const address = line.slice(separator.index + 1).trim();
  return name ? { name, address: address || null } : { name: address, address: null };
}

/** Each content item is a province or city; its summary lists the campuses there. */
export function toRegion(item: ContentItem): Region {
  const lines = (item.summary ?? '')
    .split(CAMPUS_SEPARATOR)
    .map((line) => line.trim())
    .filter(Boolean);
  return { item, campuses: lines.map(parseCampus) };
}
