import { defineTemplate } from '@/registry/define-template';

/** 学历教育: admissions and majors as dated lists, then enrol or look up an admission. */
export default defineTemplate({
  key: 'academic_education',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-academic-education" */ './academic-education'),
});
