export const imageBannerMessages = {
  carousel: '图片轮播',
  carouselRole: '轮播',
  slideRole: '幻灯片',
  slidePosition: (current: number, total: number) => `${current} / ${total}`,
  previous: '上一张',
  next: '下一张',
  goToSlide: (index: number) => `第 ${index} 张`,
  slidePicker: '选择图片',
  pause: '暂停自动播放',
  play: '开始自动播放',
  allImages: '全部图片',
} as const;
