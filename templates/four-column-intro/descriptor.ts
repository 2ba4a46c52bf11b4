import { defineTemplate } from '@/registry/define-template';

/** 四栏介绍: intro blocks (icon, title, summary, link) in four columns. */
export default defineTemplate({
  key: 'word_list16',
  idIn: 'path',
  pageTypes: ['四栏介绍'],
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-5' }],
  meta: { background: 'grey' },
  section: 'band',
  load: () => import(/* webpackChunkName: "tpl-four-column-intro" */ './four-column-intro'),
});
