import { defineTemplate } from '@/registry/define-template';

/** 人员介绍: personnel cards with portrait, name, position and a bio that unfolds in place. */
export default defineTemplate({
  key: 'image_personnel_info',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-4', sortType: 's-4-1' }],
  meta: { background: 'grey' },
  section: 'cards',
  load: () => import(/* webpackChunkName: "tpl-personnel-cards" */ './personnel-cards'),
});
