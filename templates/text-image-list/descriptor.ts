import { defineTemplate } from '@/registry/define-template';

/** 文字图片列表: rows of a thumbnail beside title, summary and date, six to a page. */
export default defineTemplate({
  key: 'word_list6',
  idIn: 'query',
  pageTypes: ['文字图片列表'],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-text-image-list" */ './text-image-list'),
});
