import type { Platform } from '@contract/common';
import { PLATFORM_NAMES } from '@contract/platform';

/** The four sites' names (contract/platform.ts: one catalogue for the console and the server). */
export const PLATFORM_LABELS: Record<Platform, string> = PLATFORM_NAMES;

export const platformMessages = {
  switchLabel: '选择平台',
  platform: '平台',
} as const;
