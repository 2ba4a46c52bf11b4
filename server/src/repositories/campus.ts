import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Platform } from '@contract/common';
import { Campus, CampusAdmin } from '@contract/campus';
import type { ColumnOf } from './content-table';
import { rowMapping } from './row-mapping';

/** A campus as the site shows it, and as staff see it. */
export const CAMPUS = rowMapping('campus', Campus);
export const CAMPUS_ADMIN = rowMapping('campus', CampusAdmin);

export type CampusRepository = {
  /** A platform's shown campuses, in display order. */
  list(platform: Platform): Promise<Campus[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    campusRepository: CampusRepository;
  }
}

export function createCampusRepository(db: Kysely<Database>): CampusRepository {
  return {
    async list(platform) {
      const rows = await db
        .selectFrom('campus')
        .select(CAMPUS.columns as ColumnOf<'campus'>[])
        .where('platform', '=', platform)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => CAMPUS.fromRow(row));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('campusRepository', createCampusRepository(fastify.db));
  },
  { name: 'campus-repository', dependencies: ['database'] },
);
