import { recordTitles } from '../ui/messages';

export const coworkerMessages = {
  ...recordTitles('师资团队', '教师'),
  caption: (platform: string) => `${platform}的教师（按显示顺序）`,
  keyword: '关键词',
  keywordHint: '姓名或授课科目',
  orderNeedsAll: '按关键词筛选时不能调整顺序：清空关键词后再上移、下移。',
  avatarAlt: (name: string) => `${name}的头像`,
  noAvatar: '无头像',
  status: '状态',
  statusOn: '显示',
  statusOff: '隐藏',
  publish: '在网站上显示（取消勾选则隐藏）',
  notFound: '教师信息不存在或已被删除。',
  empty: '没有符合条件的教师',
} as const;
