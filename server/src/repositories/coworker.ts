import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { PageOf, Platform } from '@contract/common';
import type { Coworker, CoworkerDetails } from '@contract/coworker';
import { pageOf, type PageRequest } from '../db/paging';
import { containsText } from '../lib/contains-text';

export type CoworkerRepository = {
  /** One page of a platform's visible teachers, in display order. */
  list(platform: Platform, page: PageRequest): Promise<PageOf<Coworker>>;
  /** A visible teacher with the biography. */
  findDetails(id: number): Promise<CoworkerDetails | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    coworkerRepository: CoworkerRepository;
  }
}

const COLUMNS = ['id', 'platform', 'name', 'title', 'avatar', 'summary', 'subjects', 'sort'] as const;

export function createCoworkerRepository(db: Kysely<Database>): CoworkerRepository {
  const visible = db.selectFrom('coworker').where('status', '=', 1);
  return {
    async list(platform, page) {
      const { total, pageList } = await pageOf(
        visible.where('platform', '=', platform),
        (ofPlatform) => ofPlatform.select(COLUMNS).orderBy('sort').orderBy('id'),
        page,
      );
      return { total, pageList: pageList.map((row) => ({ ...row, platform: row.platform as Platform })) };
    },
    async findDetails(id) {
      const row = await visible
        .select([...COLUMNS, 'bio'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...row, platform: row.platform as Platform } : undefined;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('coworkerRepository', createCoworkerRepository(fastify.db));
  },
  { name: 'coworker-repository', dependencies: ['database'] },
);

/** A page of teachers for staff (hidden ones too), by platform and keyword (name or subjects). */
export function listCoworkersForStaff(
  db: Kysely<Database> | Transaction<Database>,
  filters: { platform?: string; keyword?: string },
  page: PageRequest,
) {
  let query = db.selectFrom('coworker');
  if (filters.platform) query = query.where('platform', '=', filters.platform);
  const word = filters.keyword?.trim();
  if (word) query = query.where((eb) => eb.or([containsText('name', word), containsText('subjects', word)]));
  return pageOf(
    query,
    (filtered) => filtered.selectAll().orderBy('platform').orderBy('sort').orderBy('id'),
    page,
  );
}
