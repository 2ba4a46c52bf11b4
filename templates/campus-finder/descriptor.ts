import { defineTemplate } from '@/registry/define-template';

/** 校区查询: the site's campuses by city, each with its address, hours, phone and map-app links. */
export default defineTemplate({
  key: 'campus_finder',
  idIn: 'query',
  pageTypes: ['校区查询'],
  meta: { background: 'grey' },
  load: () => import(/* webpackChunkName: "tpl-campus-finder" */ './campus-finder'),
});
