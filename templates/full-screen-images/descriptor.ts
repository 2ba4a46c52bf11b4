import { defineTemplate } from '@/registry/define-template';

/** 全屏图片: one image per screen, snapping as the page scrolls, with its title over it. */
export default defineTemplate({
  key: 'word_list15',
  idIn: 'query',
  pageTypes: ['全屏图片'],
  meta: { background: 'dark' },
  section: 'gallery',
  load: () => import(/* webpackChunkName: "tpl-full-screen-images" */ './full-screen-images'),
});
