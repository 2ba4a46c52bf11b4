export const selfBusinessMessages = {
  title: '自考业务',
  index: '业务导航',
} as const;
