import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { PageType } from '@contract/page-type';

export type PageTypeRepository = {
  /** Every page type, built-in and added by content staff. */
  list(): Promise<PageType[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    pageTypeRepository: PageTypeRepository;
  }
}

type Executor = Kysely<Database> | Transaction<Database>;

/** A page type as the API answers it: one column list for the public and the staff's calls. */
const PAGE_TYPE_COLUMNS = [
  'id',
  'name',
  'template_key as templateKey',
  'content_type as contentType',
  'sort_type as sortType',
] as const;

export const listPageTypes = (db: Executor): Promise<PageType[]> =>
  db.selectFrom('page_type').select(PAGE_TYPE_COLUMNS).orderBy('id').execute();

export const findPageType = (db: Executor, id: number): Promise<PageType | undefined> =>
  db.selectFrom('page_type').select(PAGE_TYPE_COLUMNS).where('id', '=', id).executeTakeFirst();

export const listPageTypeNames = (db: Executor) =>
  db.selectFrom('page_type').select(['id', 'name']).orderBy('id').execute();

/** The page type of this name, unless it is `exceptId`'s own. */
export const pageTypeNamed = (db: Executor, name: string, exceptId?: number) =>
  db
    .selectFrom('page_type')
    .select(['id', 'name'])
    .where('name', '=', name)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();

export function createPageTypeRepository(db: Kysely<Database>): PageTypeRepository {
  return { list: () => listPageTypes(db) };
}

export default fp(
  async (fastify) => {
    fastify.decorate('pageTypeRepository', createPageTypeRepository(fastify.db));
  },
  { name: 'page-type-repository', dependencies: ['database'] },
);
