import { defineTemplate } from '@/registry/define-template';

/** 人物时间轴: people on a time axis, each with the year, a round portrait, name and summary. */
export default defineTemplate({
  key: 'time_axis_portrait_list',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-4', sortType: 's-4-2' }],
  meta: { background: 'grey' },
  section: 'timeline',
  load: () => import(/* webpackChunkName: "tpl-portrait-timeline" */ './portrait-timeline'),
});
