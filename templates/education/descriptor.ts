import { defineTemplate } from '@/registry/define-template';

/** 教育培训: the programmes as image cards, the teachers, then a call to enrol. */
export default defineTemplate({
  key: 'education',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-education" */ './education'),
});
