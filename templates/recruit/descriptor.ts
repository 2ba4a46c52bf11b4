import { defineTemplate } from '@/registry/define-template';

/** 人才招聘: the platform's open positions, filterable by department, each opening its requirements. */
export default defineTemplate({
  key: 'recruit',
  idIn: 'none',
  meta: { title: 'site' },
  load: () => import(/* webpackChunkName: "tpl-recruit" */ './recruit'),
});
