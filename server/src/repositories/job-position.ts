import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Platform } from '@contract/common';
import type { JobPosition } from '@contract/job-position';

export type JobPositionRepository = {
  /** A platform's visible openings, in display order. */
  list(platform: Platform): Promise<JobPosition[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobPositionRepository: JobPositionRepository;
  }
}

export function createJobPositionRepository(db: Kysely<Database>): JobPositionRepository {
  return {
    async list(platform) {
      const rows = await db
        .selectFrom('job_position')
        .select([
          'id',
          'platform',
          'title',
          'department',
          'location',
          'headcount',
          'salary',
          'requirements',
          'publish_time as publishTime',
          'sort',
        ])
        .where('platform', '=', platform)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, platform: row.platform as Platform }));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('jobPositionRepository', createJobPositionRepository(fastify.db));
  },
  { name: 'job-position-repository', dependencies: ['database'] },
);
