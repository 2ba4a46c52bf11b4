import type { Platform } from '@contract/common';

/** The four sites' names as staff call them, and the platform switch's texts. */
export const PLATFORM_LABELS: Record<Platform, string> = {
  company: '集团官网',
  academic: '成人教育',
  selfStudy: '自学考试',
  vocational: '职业教育',
};

/** The four sites' short names: the content screens' platform picker and the leads (as their export names them). */
export const PLATFORM_SHORT_LABELS: Record<Platform, string> = {
  company: '集团',
  academic: '成人教育',
  selfStudy: '自学考试',
  vocational: '职业教育',
};

export const platformMessages = {
  switchLabel: '选择平台',
  platform: '平台',
} as const;
