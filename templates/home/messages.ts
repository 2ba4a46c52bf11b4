export const homeMessages = {
  /** The h1 until the site settings name the site. */
  title: '首页',
  carousel: '首页轮播',
  slidePicker: '选择幻灯片',
  goToSlide: (index: number, title: string) => `第 ${index} 张：${title}`,
  callToActionTitle: '开启你的学习之旅',
  callToActionText: '在线报名只需一分钟，录取结果随时可查。',
  register: '在线报名',
  admissionLookup: '录取查询',
} as const;
