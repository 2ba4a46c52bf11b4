import { defineTemplate } from '@/registry/define-template';

/** 职业教育: courses as image-and-text rows, then a call to enrol or ask. */
export default defineTemplate({
  key: 'vocation',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-vocation" */ './vocation'),
});
