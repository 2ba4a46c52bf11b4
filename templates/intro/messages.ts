export const introMessages = {
  moreItems: '更多内容',
} as const;
