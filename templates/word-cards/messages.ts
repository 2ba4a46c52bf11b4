export const wordCardsMessages = {
  readMore: '阅读全文',
} as const;
