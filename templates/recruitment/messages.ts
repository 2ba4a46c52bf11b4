export const recruitmentMessages = {
  title: '招聘信息',
  texts: '招聘公告',
  positions: '在招职位',
  publishedOn: (date: string) => `发布于 ${date}`,
  apply: '立即申请',
} as const;
