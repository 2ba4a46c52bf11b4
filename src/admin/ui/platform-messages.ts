import type { Platform } from '@contract/common';
import { PLATFORM_NAMES, PLATFORM_SHORT_NAMES } from '@contract/platform';

/** The four sites' names (contract/platform.ts: one catalogue for the console and the server). */
export const PLATFORM_LABELS: Record<Platform, string> = PLATFORM_NAMES;

/** The four sites' short names: the content screens' platform picker and the leads (as their export names them). */
export const PLATFORM_SHORT_LABELS: Record<Platform, string> = PLATFORM_SHORT_NAMES;

export const platformMessages = {
  switchLabel: '选择平台',
  platform: '平台',
} as const;
