import { defineTemplate } from '@/registry/define-template';

/** 可点击分页图片: captioned image tiles, each opening its content, six to a page. */
export default defineTemplate({
  key: 'word_list3',
  idIn: 'path',
  pageTypes: ['可点击分页图片'],
  platformKeys: [{ contentType: 'c-2', sortType: 's-2-7' }],
  meta: { background: 'grey' },
  section: 'gallery',
  load: () => import(/* webpackChunkName: "tpl-clickable-paged-images" */ './clickable-paged-images'),
});
