export const imageBannerMessages = {
  carousel: '图片轮播',
  goToSlide: (index: number) => `第 ${index} 张`,
  slidePicker: '选择图片',
  allImages: '全部图片',
} as const;
