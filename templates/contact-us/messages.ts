export const contactUsMessages = {
  title: '联系我们',
  contactDetails: '联系信息',
  address: '地址',
  phone: '电话',
  email: '邮箱',
  followUs: '关注我们',
  wechat: '微信',
  weibo: '微博',
  xiaohongshu: '小红书',
  qrCode: (name: string) => `${name}二维码`,
  formTitle: '在线留言',
  moreContacts: '更多联系信息',
} as const;
