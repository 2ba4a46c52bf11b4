import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { PageType } from '../../../../../contract/page-type';

export type PageTypeRepository = {
  /** Every page type, built-in and added by content staff. */
  list(): Promise<PageType[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    pageTypeRepository: PageTypeRepository;
  }
}

export function createPageTypeRepository(db: Kysely<Database>): PageTypeRepository {
  return {
    list: () =>
      db
        .selectFrom('page_type')
        .select([
          'id',
          'name',
          'template_key as templateKey',
          'content_type as contentType',
          'sort_type as sortType',
        ])
        .orderBy('id')
        .execute(),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('pageTypeRepository', createPageTypeRepository(fastify.db));
  },
  { name: 'page-type-repository', dependencies: ['database'] },
);
