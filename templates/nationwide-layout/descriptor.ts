import { defineTemplate } from '@/registry/define-template';

/** 全国布局: the group's regions as an overview of tiles with campus counts, and each region's campuses. */
export default defineTemplate({
  key: 'word_list12',
  idIn: 'query',
  pageTypes: ['全国布局'],
  meta: { background: 'grey' },
  load: () => import(/* webpackChunkName: "tpl-nationwide-layout" */ './nationwide-layout'),
});
