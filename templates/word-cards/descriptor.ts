import { defineTemplate } from '@/registry/define-template';

/** 文字卡片: text-only cards (title, summary, date) in a grid, six to a page. */
export default defineTemplate({
  key: 'word_card',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-2' }],
  meta: { background: 'grey' },
  section: 'news',
  load: () => import(/* webpackChunkName: "tpl-word-cards" */ './word-cards'),
});
