import { defineTemplate } from '@/registry/define-template';

/** 分页纯图片: a grid of images only, six to a page, each opening in a lightbox. */
export default defineTemplate({
  key: 'word_list14',
  idIn: 'path',
  pageTypes: ['分页纯图片'],
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-8' }],
  meta: { background: 'grey' },
  section: 'gallery',
  load: () => import(/* webpackChunkName: "tpl-paged-image-gallery" */ './paged-image-gallery'),
});
