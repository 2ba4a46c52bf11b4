import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { pageOf, type PageRequest } from '../../../db/paging';
import { withPublicMenus } from './site-menu';
import type { PageOf } from '../../../../../contract/common';
import type { ContentDetails, ContentItem } from '../../../../../contract/site-content';

export type ContentOrder = 'sort' | 'publishTime';

export type SiteContentRepository = {
  /** One page of a public menu's published content (within its schedule); undefined when the menu is not public (withPublicMenus). */
  list(menuId: number, page: PageRequest, order: ContentOrder): Promise<PageOf<ContentItem> | undefined>;
  /** A published item of a public menu, with its body. */
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

/**
 * `now`: the time the schedule is judged at (fastify.clock). An item is public when it is
 * published, its publish time has come, its end time (if any) has not, and its menu is public.
 */
export function createSiteContentRepository(
  db: Kysely<Database>,
  now: () => number = Date.now,
): SiteContentRepository {
  // Published items of public menus (the rule: withPublicMenus), within their schedule.
  const visible = () => {
    const at = new Date(now()).toISOString();
    return withPublicMenus(db)
      .selectFrom('site_content')
      .where('site_content.status', '=', 1)
      .where('site_content.publish_time', '<=', at)
      .where((eb) => eb.or([eb('site_content.end_time', 'is', null), eb('site_content.end_time', '>', at)]))
      .where('site_content.menu_id', 'in', (eb) => eb.selectFrom('public_menu').select('public_menu.id'));
  };

  return {
    async list(menuId, page, order) {
      const menu = await withPublicMenus(db)
        .selectFrom('public_menu')
        .select('public_menu.id')
        .where('public_menu.id', '=', menuId)
        .executeTakeFirst();
      if (!menu) return undefined;
      const ofMenu = visible().where('site_content.menu_id', '=', menuId);
      const ordered = (query: typeof ofMenu) =>
        order === 'sort'
          ? query.orderBy('site_content.sort').orderBy('site_content.id')
          : query.orderBy('site_content.publish_time', 'desc').orderBy('site_content.id', 'desc');
      return pageOf(ofMenu, (filtered) => ordered(filtered).select(ITEM_COLUMNS), page);
    },
    async findDetails(id) {
      const row = await visible()
        .select([...ITEM_COLUMNS, 'site_content.body'])
        .where('site_content.id', '=', id)
        .executeTakeFirst();
      return row ? { ...row, body: row.body ?? '' } : undefined;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'siteContentRepository',
      createSiteContentRepository(fastify.db, () => fastify.clock.now()),
    );
  },
  { name: 'site-content-repository', dependencies: ['database', 'staff-auth'] },
);
