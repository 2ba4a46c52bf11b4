/**
 * The four site kinds; the host decides which one a visitor sees (server configuration).
 * No typebox here: the browser imports this file at run time.
 */
import type { Platform } from './common';

export const PLATFORMS = ['company', 'academic', 'selfStudy', 'vocational'] as const;

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
