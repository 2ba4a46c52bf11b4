export const contentDisplayMessages = {
  tabs: '内容选项',
} as const;
