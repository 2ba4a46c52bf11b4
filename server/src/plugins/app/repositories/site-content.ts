import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { PageOf } from '../../../../../contract/common';
import type { ContentDetails, ContentItem } from '../../../../../contract/site-content';

export type ContentOrder = 'sort' | 'publishTime';
export type PageRequest = { pageNum: number; pageSize: number };

export type SiteContentRepository = {
  /** One page of a visible menu's visible content; undefined when the menu is not visible. */
  list(menuId: number, page: PageRequest, order: ContentOrder): Promise<PageOf<ContentItem> | undefined>;
  /** A visible item of a visible menu, with its body. */
  findDetails(id: number): Promise<ContentDetails | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    siteContentRepository: SiteContentRepository;
  }
}

const ITEM_COLUMNS = [
  'site_content.id',
  'site_content.menu_id as menuId',
  'site_content.title',
  'site_content.url',
  'site_content.image',
  'site_content.summary',
  'site_content.video',
  'site_content.publish_time as publishTime',
  'site_content.sort',
] as const;

export function createSiteContentRepository(db: Kysely<Database>): SiteContentRepository {
  const visible = db
    .selectFrom('site_content')
    .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
    .where('site_content.status', '=', 1)
    .where('site_menu.status', '=', 1);

  return {
    async list(menuId, { pageNum, pageSize }, order) {
      const menu = await db
        .selectFrom('site_menu')
        .select('id')
        .where('id', '=', menuId)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (!menu) return undefined;
      const ofMenu = visible.where('site_content.menu_id', '=', menuId);
      const sorted =
        order === 'sort'
          ? ofMenu.orderBy('site_content.sort').orderBy('site_content.id')
          : ofMenu.orderBy('site_content.publish_time', 'desc').orderBy('site_content.id', 'desc');
      const [counted, pageList] = await Promise.all([
        ofMenu.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        sorted
          .select(ITEM_COLUMNS)
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
      ]);
      // PostgreSQL returns count(*) as a bigint string.
      return { total: Number(counted.total), pageList };
    },
    async findDetails(id) {
      const row = await visible
        .select([...ITEM_COLUMNS, 'site_content.body'])
        .where('site_content.id', '=', id)
        .executeTakeFirst();
      return row ? { ...row, body: row.body ?? '' } : undefined;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('siteContentRepository', createSiteContentRepository(fastify.db));
  },
  { name: 'site-content-repository', dependencies: ['database'] },
);
