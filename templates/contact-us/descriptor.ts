import { defineTemplate } from '@/registry/define-template';

/** 联系我们: address, phone, e-mail and QR codes of the site, the lead form, the contact menu's content. */
export default defineTemplate({
  key: 'concact_us',
  idIn: 'none',
  pageTypes: ['联系我们'],
  meta: { title: 'contact' },
  load: () => import(/* webpackChunkName: "tpl-contact-us" */ './contact-us'),
});
