import { Type } from 'typebox';
import { JobPosition } from '@contract/job-position';
import { platformListPlugin } from './public-reads';

/** /api/cms/web/jobPosition */
export default platformListPlugin(Type.Array(JobPosition), (fastify, platform) =>
  fastify.jobPositionRepository.list(platform),
);
