import type { ContentItem } from '@contract/site-content';
import { formatDate } from '@/lib/time-format';

export type YearGroup = { year: string; events: { item: ContentItem; date: string; order: number }[] };

/**
 * Consecutive events of the same year under one marker. `order` counts events across the
 * groups, so the sides keep alternating past a year marker.
 */
export function groupByYear(items: readonly ContentItem[]): YearGroup[] {
  const groups: YearGroup[] = [];
  items.forEach((item, order) => {
    const date = formatDate(item.publishTime);
    const year = date.slice(0, 4);
    const last = groups.at(-1);
    const event = { item, date, order };
    if (last && last.year === year) last.events.push(event);
    else groups.push({ year, events: [event] });
  });
  return groups;
}
