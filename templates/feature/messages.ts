export const featureMessages = {
  title: '办学特色',
} as const;
