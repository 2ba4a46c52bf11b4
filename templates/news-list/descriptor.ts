import { defineTemplate } from '@/registry/define-template';

/** 新闻列表: dated headlines with summaries, newest first, six to a page. */
export default defineTemplate({
  key: 'word_list1',
  idIn: 'path',
  pageTypes: ['新闻列表'],
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-1' }],
  meta: { background: 'grey' },
  section: 'news',
  load: () => import(/* webpackChunkName: "tpl-news-list" */ './news-list'),
});
