import { recordTitles } from '../ui/messages';

export const jobPositionMessages = {
  ...recordTitles('招聘职位', '职位'),
  caption: (platform: string) => `${platform}的招聘职位（按显示顺序）`,
  status: '状态',
  statusOn: '招聘中',
  statusOff: '已隐藏',
  publish: '在网站上显示（取消勾选则隐藏）',
  notFound: '职位不存在或已被删除。',
  empty: '这个平台还没有招聘职位',
} as const;
