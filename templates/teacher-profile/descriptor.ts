import { defineTemplate } from '@/registry/define-template';

/** 教师详情: a teacher's page (/yes_teacher/{teacher id}): portrait, title, subjects, biography, other teachers. */
export default defineTemplate({
  key: 'yes_teacher',
  idIn: 'path',
  idIsRecord: true,
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-teacher-profile" */ './teacher-profile'),
});
