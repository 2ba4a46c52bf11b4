import { defineTemplate } from '@/registry/define-template';

/** 封面列表: large portrait covers with title and date, six to a page. */
export default defineTemplate({
  key: 'word_list13',
  idIn: 'path',
  pageTypes: ['封面列表'],
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-4' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-cover-list" */ './cover-list'),
});
