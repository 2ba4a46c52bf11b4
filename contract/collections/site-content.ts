import { ContentSaveBody } from '../site-content';
import { defineCollection } from './collection';

/** 内容: a menu's articles, notices and pages (the menu gives the platform). */
export const siteContentCollection = defineCollection({
  key: 'siteContent',
  table: 'site_content',
  label: '内容',
  recordLabel: '内容',
  saveBody: ContentSaveBody,
  action: 'content',
  perSite: 'none',
  shownOnSite: true,
  revisions: true,
  reviewed: true,
  nameColumn: 'title',
  mediaColumns: ['image', 'video', 'body', 'seo_image'],
  apiPath: 'siteContent',
  screen: {
    path: 'content',
    label: '内容管理',
    summary: '按栏目查看、新增、编辑、发布和撤回内容。',
    group: 'content',
    kind: 'custom',
  },
});
