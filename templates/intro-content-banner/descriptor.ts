import { defineTemplate } from '@/registry/define-template';

/** 单页横幅图文: a full-width banner of the first item, its text, then the further items as sections. */
export default defineTemplate({
  key: 'info_content_banner',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-1', sortType: 's-1-3' }],
  meta: { background: 'white' },
  section: 'spotlight',
  load: () => import(/* webpackChunkName: "tpl-intro-content-banner" */ './intro-content-banner'),
});
