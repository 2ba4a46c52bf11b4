import { defineTemplate } from '@/registry/define-template';

/** 三栏新闻卡片: news cards (image, date, title, summary) in three columns, newest first, six to a page. */
export default defineTemplate({
  key: 'image_list_new3n',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-3', sortType: 's-3-2' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-news-card-grid-3" */ './news-card-grid-3'),
});
