import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { AdmissionInfo } from '@contract/admission';

export type SchoolRollContinueRepository = {
  /** The admission of one ID-card number in one site, or null. Only these four fields leave the server. */
  findEnrollInfo(siteId: number, idCardNo: string): Promise<AdmissionInfo | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    schoolRollContinueRepository: SchoolRollContinueRepository;
  }
}

export function createSchoolRollContinueRepository(db: Kysely<Database>): SchoolRollContinueRepository {
  return {
    async findEnrollInfo(siteId, idCardNo) {
      const row = await db
        .selectFrom('school_roll_continue')
        .select(['year', 'name', 'major', 'gender'])
        .where('site_id', '=', siteId)
        .where('id_card_no', '=', idCardNo)
        .executeTakeFirst();
      return row
        ? { year: row.year, name: row.name, major: row.major, gender: row.gender === 2 ? '女' : '男' }
        : null;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('schoolRollContinueRepository', createSchoolRollContinueRepository(fastify.db));
  },
  { name: 'school-roll-continue-repository', dependencies: ['database'] },
);
