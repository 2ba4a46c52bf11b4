import { defineTemplate } from '@/registry/define-template';

/** 内容展示: the menu's content in full; several items become tabs. */
export default defineTemplate({
  key: 'word_list8',
  idIn: 'query',
  pageTypes: ['内容展示'],
  meta: { background: 'white' },
  section: 'spotlight',
  load: () => import(/* webpackChunkName: "tpl-content-display" */ './content-display'),
});
