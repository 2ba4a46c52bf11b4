import { defineTemplate } from '@/registry/define-template';

/** 图文交错列表: rows of image and text whose sides alternate, six to a page. */
export default defineTemplate({
  key: 'image_ver_alt_list',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-3', sortType: 's-3-7' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-alternating-image-list" */ './alternating-image-list'),
});
