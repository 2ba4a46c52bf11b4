export const lightboxMessages = {
  close: '关闭',
  previous: '上一张',
  next: '下一张',
  position: (current: number, total: number) => `第 ${current} / ${total} 张`,
} as const;
