import { defineTemplate } from '@/registry/define-template';

/** 图片轮播: the menu's images as a banner carousel, then all of them as thumbnails. */
export default defineTemplate({
  key: 'image_banner',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-3', sortType: 's-3-6' }],
  section: 'gallery',
  load: () => import(/* webpackChunkName: "tpl-image-banner" */ './image-banner'),
});
