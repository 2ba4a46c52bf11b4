import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Banner } from '../../../../../../contract/site-banner';
import { platformRead } from './public-reads';

/** /api/cms/web/siteBanner */
const siteBannerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  platformRead(fastify, fastify.publicContent.jsonCache(), {
    url: '/listForClient',
    response: Type.Array(Banner),
    keyPrefix: '',
    read: (platform) => fastify.siteBannerRepository.list(platform),
  });
};

export default siteBannerRoutes;
