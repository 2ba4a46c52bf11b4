import type { ScheduleState } from '@contract/common';
import { recordTitles } from '../ui/messages';

export const bannerMessages = {
  ...recordTitles('轮播图', '轮播图'),
  caption: (platform: string) => `${platform}的轮播图（按显示顺序）`,
  imageAlt: (title: string) => `轮播图：${title}`,
  noImage: '无图片',
  noUrl: '无链接',
  openType: '打开方式',
  openTypeOf: {
    none: '不可点击',
    inApp: '本站页面，在当前窗口打开',
    external: '其他网站，在新窗口打开（与网站同域名的地址在当前窗口打开）',
    refused: '地址不符合要求，保存时服务器会说明原因',
  },
  status: '状态',
  publish: '发布（取消勾选则保存为草稿，网站上不显示）',
  schedule: {
    draft: '草稿',
    scheduled: '待发布',
    published: '已发布',
    ended: '已下线',
  } satisfies Record<ScheduleState, string>,
  notFound: '轮播图不存在或已被删除。',
  endBeforePublish: '下线时间必须晚于发布时间',
  empty: '这个平台还没有轮播图',
} as const;
