import { defineTemplate } from '@/registry/define-template';

/** 图文图片列表: image cards with a title and summary under each, six to a page. */
export default defineTemplate({
  key: 'word_list2',
  idIn: 'query',
  pageTypes: ['图文图片列表'],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-captioned-image-list" */ './captioned-image-list'),
});
