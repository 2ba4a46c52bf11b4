import { SiteSettingSaveBody } from '../site-setting';
import { defineCollection } from './collection';

/** 站点设置: one record per platform (title, footer contacts, QR codes, ICP links). */
export const siteSettingCollection = defineCollection({
  key: 'siteSetting',
  table: 'site_setting',
  label: '站点设置',
  recordLabel: '站点设置',
  saveBody: SiteSettingSaveBody,
  action: 'settings',
  perSite: 'one',
  shownOnSite: true,
  revisions: true,
  reviewed: true,
  nameColumn: 'site_title',
  mediaColumns: ['wechat_qr', 'weibo_qr', 'xiaohongshu_qr'],
  apiPath: 'siteSetting',
  screen: {
    path: 'site-settings',
    label: '站点设置',
    summary: '各平台的站点标题、页脚联系方式、二维码和备案链接。',
    group: 'content',
    kind: 'custom',
  },
});
