import { defineTemplate } from '@/registry/define-template';

/** 四栏方图: small square images (honours, certificates) in four columns, opened in a lightbox. */
export default defineTemplate({
  key: 'image_list_s4n',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-3', sortType: 's-3-5' }],
  meta: { background: 'grey' },
  section: 'gallery',
  load: () => import(/* webpackChunkName: "tpl-square-image-grid-4" */ './square-image-grid-4'),
});
