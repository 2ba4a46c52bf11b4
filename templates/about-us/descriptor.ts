import { defineTemplate } from '@/registry/define-template';

/** 关于我们: the school's introduction, its sections (history on a time axis), then its teachers. */
export default defineTemplate({
  key: 'about_us',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-about-us" */ './about-us'),
});
