import { PageTypeSaveBody } from '../page-type';
import { defineCollection } from './collection';

/** 页面类型: what a menu opens (a template of the site), shared by every platform. */
export const pageTypeCollection = defineCollection({
  key: 'pageType',
  table: 'page_type',
  label: '页面类型',
  recordLabel: '页面类型',
  saveBody: PageTypeSaveBody,
  action: 'pageTypes',
  perSite: 'none',
  shownOnSite: true,
  revisions: true,
  reviewed: false,
  nameColumn: 'name',
  mediaColumns: [],
  apiPath: 'pageType',
  screen: {
    path: 'page-types',
    label: '页面类型',
    summary: '页面类型与它打开的模板：只能选择网站已有的模板。',
    group: 'content',
    kind: 'custom',
  },
});
