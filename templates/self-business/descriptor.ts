import { defineTemplate } from '@/registry/define-template';

/** 自考业务: a tile index of the business areas, then each area's latest notices. */
export default defineTemplate({
  key: 'self_business',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-self-business" */ './self-business'),
});
