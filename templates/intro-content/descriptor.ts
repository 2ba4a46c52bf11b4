import { defineTemplate } from '@/registry/define-template';

/** 单页图文: the menu's items as stacked sections, with a table of contents on desktop. */
export default defineTemplate({
  key: 'info_content',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-1', sortType: 's-1-2' }],
  meta: { background: 'white' },
  section: 'spotlight',
  load: () => import(/* webpackChunkName: "tpl-intro-content" */ './intro-content'),
});
