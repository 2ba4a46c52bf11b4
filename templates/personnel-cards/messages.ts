export const personnelCardsMessages = {
  /** The button's name says whose bio it opens; it contains the visible "个人简介". */
  bioOf: (name: string) => `${name}的个人简介`,
  bio: '个人简介',
  bioLoading: '正在加载简介…',
  bioFailed: '简介加载失败',
  noBio: '暂无简介',
} as const;
