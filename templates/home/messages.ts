export const homeMessages = {
  /** The h1 until the site settings name the site. */
  title: '首页',
  carousel: '首页轮播',
  slide: '幻灯片',
  slideN: (index: number, total: number) => `第 ${index} 张，共 ${total} 张`,
  slidePicker: '选择幻灯片',
  goToSlide: (index: number, title: string) => `第 ${index} 张：${title}`,
  previousSlide: '上一张',
  nextSlide: '下一张',
  pauseAutoplay: '暂停自动播放',
  resumeAutoplay: '继续自动播放',
  callToActionTitle: '开启你的学习之旅',
  callToActionText: '在线报名只需一分钟，录取结果随时可查。',
  register: '在线报名',
  admissionLookup: '录取查询',
} as const;
