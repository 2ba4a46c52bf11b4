import { chinaTimeParts } from './china-time';

/** What staff write in 版权信息 where the current year goes: `© 2012-{今年} 华夏教育集团`. */
export const CURRENT_YEAR_TOKEN = '{今年}';

/**
 * The footer's copyright line at `now`: each {今年} becomes the year in China, so the line is
 * never a year behind (a fixed "2012-2025" goes stale every January).
 */
export function copyrightLine(copyright: string, now: Date | number): string {
  const year = chinaTimeParts(now)?.[0];
  return year === undefined ? copyright : copyright.replaceAll(CURRENT_YEAR_TOKEN, String(year));
}
