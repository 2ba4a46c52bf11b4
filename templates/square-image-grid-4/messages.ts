export const squareImageGridMessages = {
  openImage: (title: string) => `查看大图：${title}`,
} as const;
