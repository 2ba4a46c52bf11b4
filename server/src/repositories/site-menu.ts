import fp from 'fastify-plugin';
import { type Kysely, PostgresAdapter, type Selectable, type Transaction } from 'kysely';
import type { Database, SiteMenuTable } from '../db/database';
import type { Platform } from '@contract/common';
import type { SeoFields } from '@contract/seo';
import type { MenuEntry } from '@contract/site-menu';

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

/**
 * The SEO and sharing fields of a content or menu row, as the contract names them (contract/seo.ts):
 * only those set, so the public menu tree and details grow only by what editors wrote.
 */
export const seoOf = (row: {
  seo_title?: string | null;
  seo_description?: string | null;
  seo_image?: string | null;
  noindex?: number;
}): SeoFields => ({
  ...(row.seo_title && { seoTitle: row.seo_title }),
  ...(row.seo_description && { seoDescription: row.seo_description }),
  ...(row.seo_image && { seoImage: row.seo_image }),
  ...(row.noindex === 1 && { noindex: true }),
});

/** A menu row as the API answers it (the public tree and the back office's); no sub-menus yet. */
export const toEntry = (row: Selectable<SiteMenuTable>): MenuEntry => ({
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
  ...seoOf(row),
  subMenus: [],
});

/** Rows (public menus only) arrive ordered by sort; a child without its parent is dropped. */
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

/**
 * The one rule of what is public: a menu is public when it and every ancestor of it are
 * published. `public_menu(id)` walks the tree down from the published top menus through
 * published children only (so a cycle without a top menu is never entered), in one recursive
 * query that SQLite and PostgreSQL both run. Every public read of menus or content selects
 * through it: the menu tree, menu details, content lists and content details.
 */
export const withPublicMenus = (db: Kysely<Database>) =>
  db.withRecursive('public_menu(id)', (qc) =>
    qc
      .selectFrom('site_menu')
      .select('site_menu.id')
      .where('site_menu.parent_id', 'is', null)
      .where('site_menu.status', '=', 1)
      .unionAll(
        qc
          .selectFrom('site_menu')
          .innerJoin('public_menu', 'public_menu.id', 'site_menu.parent_id')
          .select('site_menu.id')
          .where('site_menu.status', '=', 1),
      ),
  );

export function createSiteMenuRepository(db: Kysely<Database>): SiteMenuRepository {
  const listTree = async (platform: Platform) =>
    buildTree(
      await withPublicMenus(db)
        .selectFrom('site_menu')
        .selectAll('site_menu')
        .where('site_menu.id', 'in', (eb) => eb.selectFrom('public_menu').select('public_menu.id'))
        .where('site_menu.platform', '=', platform)
        .orderBy('site_menu.sort')
        .orderBy('site_menu.id')
        .execute(),
    );
  return {
    listTree,
    async findWithSubMenus(id) {
      const row = await withPublicMenus(db)
        .selectFrom('site_menu')
        .select('site_menu.platform')
        .where('site_menu.id', 'in', (eb) => eb.selectFrom('public_menu').select('public_menu.id'))
        .where('site_menu.id', '=', id)
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

// ——— The staff's queries (routes/api/cms/web/site-menu-admin.ts, page-type-admin.ts) ———

type Executor = Kysely<Database> | Transaction<Database>;

/** Every menu of a platform, hidden ones too, in display order. */
export const allMenusOf = (db: Executor, platform: string) =>
  db
    .selectFrom('site_menu')
    .selectAll()
    .where('platform', '=', platform)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** What a save needs of a parent menu. */
/** The names of these menus, by id (a menu gone since: absent). */
export async function menuNamesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('site_menu').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export const parentMenu = (db: Executor, id: number) =>
  db
    .selectFrom('site_menu')
    .select(['id', 'platform', 'name', 'parent_id'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Every menu's parent on a platform (to refuse a move under its own child). */
export const menuParents = (db: Executor, platform: string) =>
  db.selectFrom('site_menu').select(['id', 'parent_id']).where('platform', '=', platform).execute();

export const subMenuNames = (db: Executor, parentId: number) =>
  db.selectFrom('site_menu').select('name').where('parent_id', '=', parentId).orderBy('sort').execute();

/** The menus that open this page type (by its name), in display order. */
export const menusWithPageType = (db: Executor, pageType: string) =>
  db
    .selectFrom('site_menu')
    .select('name')
    .where('page_type', '=', pageType)
    .orderBy('platform')
    .orderBy('sort')
    .execute();

/** Menus name their page type: a rename carries over to them. */
export async function renamePageTypeOfMenus(db: Executor, from: string, to: string): Promise<void> {
  await db.updateTable('site_menu').set({ page_type: to }).where('page_type', '=', from).execute();
}

/**
 * A menu as a bulk move's target (issue 25 item 6), with its parent's name, locked on PostgreSQL
 * until the transaction ends: a menu removed at the same time either is gone before the move reads
 * it, or waits and then finds the content moved into it (lockMenu in the removal).
 */
export async function lockMoveTarget(trx: Transaction<Database>, id: number) {
  let query = trx
    .selectFrom('site_menu as menu')
    .leftJoin('site_menu as parent', 'parent.id', 'menu.parent_id')
    .select([
      'menu.id',
      'menu.platform',
      'menu.name',
      'menu.path',
      'menu.page_type',
      'menu.content_type',
      'parent.name as parent_name',
    ])
    .where('menu.id', '=', id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate('menu');
  return query.executeTakeFirst();
}

/** Locks a menu row until the transaction ends (PostgreSQL; SQLite runs one write at a time). */
export async function lockMenu(trx: Transaction<Database>, id: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('site_menu').select('id').where('id', '=', id).forUpdate().execute();
}

/** Whether menu `id` is one of `platform`'s (a site setting's privacy page must be). */
export const isMenuOf = async (db: Executor, id: number, platform: string) =>
  (await db
    .selectFrom('site_menu')
    .select('id')
    .where('id', '=', id)
    .where('platform', '=', platform)
    .executeTakeFirst()) !== undefined;
