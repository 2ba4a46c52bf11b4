import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SiteMenuTable } from '../../../db/database';
import type { Platform } from '../../../../../contract/common';
import type { MenuEntry } from '../../../../../contract/site-menu';

export type SiteMenuRepository = {
  /** The visible top-level menus of a platform, each with its visible sub-menus. */
  listTree(platform: Platform): Promise<MenuEntry[]>;
  /** A visible menu with its sub-menus; undefined when unknown, unpublished or under an unpublished parent. */
  findWithSubMenus(id: number): Promise<MenuEntry | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    siteMenuRepository: SiteMenuRepository;
  }
}

const toEntry = (row: Selectable<SiteMenuTable>): MenuEntry => ({
  id: row.id,
  parentId: row.parent_id,
  platform: row.platform as Platform,
  name: row.name,
  status: row.status === 1,
  path: row.path,
  pageType: row.page_type,
  icon: row.icon,
  contentType: row.content_type,
  sortType: row.sort_type,
  openType: row.open_type === 'blank' ? 'blank' : 'self',
  sort: row.sort,
  subMenus: [],
});

/** Rows arrive ordered by sort; a child whose parent is hidden is dropped with it. */
function buildTree(rows: Selectable<SiteMenuTable>[]): MenuEntry[] {
  const byId = new Map(rows.map((row) => [row.id, toEntry(row)]));
  const roots: MenuEntry[] = [];
  for (const entry of byId.values()) {
    if (entry.parentId === null) roots.push(entry);
    else byId.get(entry.parentId)?.subMenus.push(entry);
  }
  return roots;
}

function findIn(entries: MenuEntry[], id: number): MenuEntry | undefined {
  for (const entry of entries) {
    const found = entry.id === id ? entry : findIn(entry.subMenus, id);
    if (found) return found;
  }
  return undefined;
}

export function createSiteMenuRepository(db: Kysely<Database>): SiteMenuRepository {
  const listTree = async (platform: Platform) =>
    buildTree(
      await db
        .selectFrom('site_menu')
        .selectAll()
        .where('platform', '=', platform)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    );
  return {
    listTree,
    async findWithSubMenus(id) {
      const row = await db
        .selectFrom('site_menu')
        .select('platform')
        .where('id', '=', id)
        .where('status', '=', 1)
        .executeTakeFirst();
      return row ? findIn(await listTree(row.platform as Platform), id) : undefined;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('siteMenuRepository', createSiteMenuRepository(fastify.db));
  },
  { name: 'site-menu-repository', dependencies: ['database'] },
);
