import { defineTemplate } from '@/registry/define-template';

/** 时间轴: events on a vertical time axis, newest first, with year markers; six to a page. */
export default defineTemplate({
  key: 'word_list7',
  idIn: 'path',
  pageTypes: ['时间轴'],
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-3' }],
  meta: { background: 'grey' },
  section: 'timeline',
  load: () => import(/* webpackChunkName: "tpl-timeline" */ './timeline'),
});
