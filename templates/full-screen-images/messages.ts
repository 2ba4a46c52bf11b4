export const fullScreenImagesMessages = {
  next: '下一张',
  backToFirst: '回到第一张',
  position: (current: number, total: number) => `${current} / ${total}`,
} as const;
