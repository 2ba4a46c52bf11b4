import { recordTitles } from '../ui/messages';

export const campusMessages = {
  ...recordTitles('校区管理', '校区'),
  caption: (platform: string) => `${platform}的校区（按显示顺序）`,
  pictureAlt: (name: string) => `${name}的图片`,
  noPicture: '无图片',
  noCoordinates: '按地址',
  status: '状态',
  statusOn: '显示',
  statusOff: '隐藏',
  publish: '在网站上显示（取消勾选则隐藏）',
  notFound: '校区不存在或已被删除。',
  empty: '这个平台还没有校区',
} as const;
