import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Platform } from '@contract/common';
import { JobPosition, JobPositionAdmin } from '@contract/job-position';
import type { ColumnOf } from './content-table';
import { rowMapping } from './row-mapping';

/** An opening as the site shows it, and as staff see it. */
export const JOB_POSITION = rowMapping('job_position', JobPosition);
export const JOB_POSITION_ADMIN = rowMapping('job_position', JobPositionAdmin);

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
        .select(JOB_POSITION.columns as ColumnOf<'job_position'>[])
        .where('platform', '=', platform)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => JOB_POSITION.fromRow(row));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('jobPositionRepository', createJobPositionRepository(fastify.db));
  },
  { name: 'job-position-repository', dependencies: ['database'] },
);
