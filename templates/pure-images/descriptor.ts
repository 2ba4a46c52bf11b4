import { defineTemplate } from '@/registry/define-template';

/** 纯图片: the menu's images only, in masonry-like columns, on one page. */
export default defineTemplate({
  key: 'word_list5',
  idIn: 'query',
  pageTypes: ['纯图片'],
  section: 'gallery',
  load: () => import(/* webpackChunkName: "tpl-pure-images" */ './pure-images'),
});
