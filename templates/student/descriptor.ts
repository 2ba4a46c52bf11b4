import { defineTemplate } from '@/registry/define-template';

/** 学生风采: student life as photo mosaics, one per section. */
export default defineTemplate({
  key: 'student',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-student" */ './student'),
});
