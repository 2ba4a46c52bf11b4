import { Type } from 'typebox';
import { Campus } from '@contract/campus';
import { platformListPlugin } from './public-reads';

/** /api/cms/web/siteCampus: the visit's site's campuses (the campus finder, 联系我们, 交通指引). */
export default platformListPlugin(Type.Array(Campus), (fastify, platform) =>
  fastify.campusRepository.list(platform),
);
