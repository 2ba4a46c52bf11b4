import { defineTemplate } from '@/registry/define-template';

/** 单栏新闻: one news item per row, image beside the text, newest first, six to a page. */
export default defineTemplate({
  key: 'image_list_new1n',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-3', sortType: 's-3-3' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-news-card-rows" */ './news-card-rows'),
});
