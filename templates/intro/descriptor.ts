import { defineTemplate } from '@/registry/define-template';

/** 单页介绍: the menu's first content item as an article, with an optional side image. */
export default defineTemplate({
  key: 'info',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-1', sortType: 's-1-1' }],
  meta: { background: 'white' },
  section: 'spotlight',
  load: () => import(/* webpackChunkName: "tpl-intro" */ './intro'),
});
