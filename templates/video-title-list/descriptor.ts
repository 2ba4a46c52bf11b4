import { defineTemplate } from '@/registry/define-template';

/** 视频标题列表: a video player beside (desktop) or above (phones) a paged list of video titles. */
export default defineTemplate({
  key: 'word_list20',
  idIn: 'path',
  pageTypes: ['视频标题列表'],
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-6' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-video-title-list" */ './video-title-list'),
});
