export const feedbackMessages = {
  loading: '加载中…',
} as const;
