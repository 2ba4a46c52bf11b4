import { defineTemplate } from '@/registry/define-template';

/** 在线报名: the enrolment steps and the lead form, with the menu's intro and sections around them. */
export default defineTemplate({
  key: 'online_registration',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-online-registration" */ './online-registration'),
});
