export const footerMessages = {
  footerNavigation: '底部导航',
  followUs: '关注我们',
  wechat: '微信公众号',
  weibo: '新浪微博',
  xiaohongshu: '小红书',
  qrAlt: (name: string) => `${name}二维码`,
  address: '总部地址：',
  phone: '咨询电话：',
  email: '电子邮箱：',
} as const;
