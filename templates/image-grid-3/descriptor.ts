import { defineTemplate } from '@/registry/define-template';

/** 三栏图片: a three-column grid of captioned images, six to a page. */
export default defineTemplate({
  key: 'image_list_3n',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-3', sortType: 's-3-1' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-image-grid-3" */ './image-grid-3'),
});
