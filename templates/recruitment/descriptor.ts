import { defineTemplate } from '@/registry/define-template';

/** 招聘: a menu's positions (content items) as an accordion, the platform's positions when it has none. */
export default defineTemplate({
  key: 'word_list11',
  idIn: 'query',
  pageTypes: ['招聘'],
  meta: { background: 'grey' },
  section: 'news',
  load: () => import(/* webpackChunkName: "tpl-recruitment" */ './recruitment'),
});
