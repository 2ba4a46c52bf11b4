import { HOME_HEADER_OPAQUE_AFTER_PX } from '@/lib/constants';
import { defineTemplate } from '@/registry/define-template';

/** 首页: the banner carousel under a transparent header, the 首页 menu's sections, then enrol / look up. */
export default defineTemplate({
  key: 'home',
  idIn: 'none',
  meta: { title: 'site', transparentHeaderUntil: HOME_HEADER_OPAQUE_AFTER_PX, headKind: 'home' },
  load: () => import(/* webpackChunkName: "tpl-home" */ './home'),
});
