import { defineTemplate } from '@/registry/define-template';

/** 拼图: a mosaic of images in tiles of several sizes, captions shown on hover or focus. */
export default defineTemplate({
  key: 'word_list4',
  idIn: 'query',
  pageTypes: ['拼图'],
  section: 'gallery',
  load: () => import(/* webpackChunkName: "tpl-collage" */ './collage'),
});
