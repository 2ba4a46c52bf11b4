/**
 * The four site kinds; the host decides which one a visitor sees (server configuration).
 * No typebox here: the browser imports this file at run time.
 */
import type { Platform } from './common';

export const PLATFORMS = ['company', 'academic', 'selfStudy', 'vocational'] as const;

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);

/**
 * The four sites' names as staff and the console call them: one catalogue, used by every screen,
 * the leads' export and the server's messages (a site is never 成人教育 here and 成人学历教育 there).
 */
export const PLATFORM_NAMES: Record<Platform, string> = {
  company: '集团官网',
  academic: '成人教育',
  selfStudy: '自学考试',
  vocational: '职业教育',
};
