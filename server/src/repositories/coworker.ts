import { sitesOrNone } from '../db/sites-or-none';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { PageOf, Platform } from '@contract/common';
import { Coworker, CoworkerAdmin, CoworkerAdminDetails, CoworkerDetails } from '@contract/coworker';
import { pageOf, type PageRequest } from '../db/paging';
import type { ColumnOf } from './content-table';
import { containsText } from '../lib/contains-text';
import { rowMapping } from './row-mapping';

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

/** A teacher as the site shows one (in a list; with the biography), and as staff see one. */
export const COWORKER = rowMapping('coworker', Coworker);
export const COWORKER_DETAILS = rowMapping('coworker', CoworkerDetails);
export const COWORKER_ADMIN = rowMapping('coworker', CoworkerAdmin);
export const COWORKER_ADMIN_DETAILS = rowMapping('coworker', CoworkerAdminDetails);

export function createCoworkerRepository(db: Kysely<Database>): CoworkerRepository {
  const visible = db.selectFrom('coworker').where('status', '=', 1);
  return {
    async list(platform, page) {
      const { total, pageList } = await pageOf(
        visible.where('platform', '=', platform),
        (ofPlatform) =>
          ofPlatform
            .select(COWORKER.columns as ColumnOf<'coworker'>[])
            .orderBy('sort')
            .orderBy('id'),
        page,
      );
      return { total, pageList: pageList.map((row) => COWORKER.fromRow(row)) };
    },
    async findDetails(id) {
      const row = await visible
        .select(COWORKER_DETAILS.columns as ColumnOf<'coworker'>[])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? COWORKER_DETAILS.fromRow(row) : undefined;
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
  filters: { sites: readonly string[]; keyword?: string },
  page: PageRequest,
) {
  // The given sites' teachers only (the one asked for, or the caller's: a role's sites).
  let query = db.selectFrom('coworker').where('platform', 'in', sitesOrNone(filters.sites));
  const word = filters.keyword?.trim();
  if (word) query = query.where((eb) => eb.or([containsText('name', word), containsText('subjects', word)]));
  return pageOf(
    query,
    (filtered) => filtered.selectAll().orderBy('platform').orderBy('sort').orderBy('id'),
    page,
  );
}
