export const fourColumnIntroMessages = {
  learnMore: '了解更多',
} as const;
