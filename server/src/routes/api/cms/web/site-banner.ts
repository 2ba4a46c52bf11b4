import { Type } from 'typebox';
import { Banner } from '@contract/site-banner';
import { platformListPlugin } from './public-reads';

/** /api/cms/web/siteBanner */
export default platformListPlugin(Type.Array(Banner), (fastify, platform) =>
  fastify.siteBannerRepository.list(platform),
);
