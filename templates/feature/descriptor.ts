import { defineTemplate } from '@/registry/define-template';

/** 办学特色: every section a band of four highlights. */
export default defineTemplate({
  key: 'feature',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-feature" */ './feature'),
});
