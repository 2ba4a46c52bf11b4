export const articleMessages = {
  publishedOn: '发布时间：',
  siblings: '上下篇',
  previous: '上一篇',
  next: '下一篇',
} as const;
