import { BannerSaveBody } from '../site-banner';
import { defineCollection } from './collection';

/** 轮播图: each platform's home page carousel. */
export const siteBannerCollection = defineCollection({
  key: 'siteBanner',
  table: 'site_banner',
  label: '轮播图',
  recordLabel: '轮播图',
  saveBody: BannerSaveBody,
  action: 'structure',
  perSite: 'records',
  shownOnSite: true,
  revisions: true,
  reviewed: true,
  nameColumn: 'title',
  mediaColumns: ['image'],
  apiPath: 'siteBanner',
  screen: {
    path: 'banners',
    label: '轮播图',
    summary: '各平台首页的轮播图：图片、链接、发布状态和顺序。',
    group: 'content',
    kind: 'resource',
  },
});
