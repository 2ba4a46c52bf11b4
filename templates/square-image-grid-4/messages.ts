export const squareImageGridMessages = {
  openImage: (title: string) => `查看大图：${title}`,
  close: '关闭',
  previous: '上一张',
  next: '下一张',
  position: (current: number, total: number) => `${current} / ${total}`,
} as const;
