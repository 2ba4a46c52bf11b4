import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { JobPosition } from '../../../../../../contract/job-position';
import { platformRead } from './public-reads';

/** /api/cms/web/jobPosition */
const jobPositionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  platformRead(fastify, fastify.publicContent.jsonCache(), {
    url: '/listForClient',
    response: Type.Array(JobPosition),
    keyPrefix: '',
    read: (platform) => fastify.jobPositionRepository.list(platform),
  });
};

export default jobPositionRoutes;
