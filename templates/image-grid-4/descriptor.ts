import { defineTemplate } from '@/registry/define-template';

/** 四栏图片: a four-column grid (two on phones) of titled images, six to a page. */
export default defineTemplate({
  key: 'image_list_4n',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-3', sortType: 's-3-4' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-image-grid-4" */ './image-grid-4'),
});
