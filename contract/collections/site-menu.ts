import { MenuSaveBody } from '../site-menu';
import { defineCollection } from './collection';

/** 栏目: each platform's menu tree. */
export const siteMenuCollection = defineCollection({
  key: 'siteMenu',
  table: 'site_menu',
  label: '栏目',
  recordLabel: '栏目',
  saveBody: MenuSaveBody,
  action: 'structure',
  perSite: 'records',
  shownOnSite: true,
  revisions: true,
  reviewed: true,
  nameColumn: 'name',
  mediaColumns: ['icon', 'seo_image'],
  apiPath: 'siteMenu',
  screen: {
    path: 'menus',
    label: '栏目管理',
    summary: '各平台的栏目树：新增、编辑、删除、拖动排序，指定页面类型。',
    group: 'content',
    kind: 'custom',
  },
});
