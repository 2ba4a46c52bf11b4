export const articleMessages = {
  publishedOn: '发布时间：',
  siblings: '上下篇',
  previous: '上一篇',
  next: '下一篇',
  notFoundTitle: '没有找到这篇文章',
  notFoundText: '该文章不存在或已下线。',
} as const;
