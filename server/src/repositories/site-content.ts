import { sitesOrNone } from '../db/sites-or-none';
import fp from 'fastify-plugin';
import { type Kysely, PostgresAdapter, type Selectable, sql, type SqlBool, type Transaction } from 'kysely';
import type { Database, SiteContentTable } from '../db/database';
import { addDays, chinaDayStartOf } from '../lib/china-day';
import { asciiLower, containsText } from '../lib/contains-text';
import { pageOf, type PageRequest } from '../db/paging';
import { seoOf, withPublicMenus } from './site-menu';
import type { PageOf, ScheduleState } from '@contract/common';
import { CONTENT_SEARCH_SCAN_BYTES, type ContentDetails, ContentItem } from '@contract/site-content';
import { rowMapping, type SnakeCase } from './row-mapping';

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

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A content item as the site shows it, read from its row by the contract's shape (row-mapping.ts):
 * a field added to `ContentItem` (and its column) is selected and mapped with nothing written here.
 */
const CONTENT_ITEM = rowMapping('site_content', ContentItem);

/**
 * The columns of an item as lists read it: the site's item, and its state for the staff's list
 * (status and end time). The rich text and the SEO fields are left out: only details read them
 * (bodies are the bulk of a row).
 */
type ContentColumn = SnakeCase<keyof ContentItem & string> | 'status' | 'end_time';
export type ContentRow = Pick<Selectable<SiteContentTable>, ContentColumn>;
export const CONTENT_COLUMNS = [...CONTENT_ITEM.columns, 'status', 'end_time'].map(
  (column) => `site_content.${column}`,
) as readonly `site_content.${ContentColumn}`[];

/** A row with its SEO columns (CONTENT_SEO_COLUMNS). */
export type ContentSeoRow = Pick<
  Selectable<SiteContentTable>,
  'seo_title' | 'seo_description' | 'seo_image' | 'noindex'
>;

/** The one row mapper: a content item as the site shows it (the staff's item adds its state). */
export const toContentItem = (row: ContentRow): ContentItem => CONTENT_ITEM.fromRow(row);

/** The columns of an item's SEO and sharing fields: its details read them (the article page's head). */
export const CONTENT_SEO_COLUMNS = [
  'site_content.seo_title',
  'site_content.seo_description',
  'site_content.seo_image',
  'site_content.noindex',
] as const;

/** A content item with its body and its SEO fields, as the site's details call answers it. */
export const toContentDetails = (
  row: ContentRow & ContentSeoRow & { body: string | null },
): ContentDetails => ({ ...toContentItem(row), body: row.body ?? '', ...seoOf(row) });

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
      const { total, pageList } = await pageOf(
        ofMenu,
        (filtered) => ordered(filtered).select(CONTENT_COLUMNS),
        page,
      );
      return { total, pageList: pageList.map(toContentItem) };
    },
    async findDetails(id) {
      const row = await visible()
        .select([...CONTENT_COLUMNS, ...CONTENT_SEO_COLUMNS, 'site_content.body'])
        .where('site_content.id', '=', id)
        .executeTakeFirst();
      return row ? toContentDetails(row) : undefined;
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

// ——— The staff's queries (routes/api/cms/web/site-content-admin.ts, site-menu-admin.ts) ———

/** A page of content for staff (drafts and scheduled items too), by menu, status and keyword. */
export async function listContentForStaff(
  db: Executor,
  filters: { menuId?: number; status?: boolean; keyword?: string; sites: readonly string[] },
  page: PageRequest,
): Promise<PageOf<ContentRow>> {
  // Only the items under menus of the given sites (the caller's: a role's sites).
  let query = db
    .selectFrom('site_content')
    .where('menu_id', 'in', (eb) =>
      eb.selectFrom('site_menu').select('id').where('platform', 'in', sitesOrNone(filters.sites)),
    );
  if (filters.menuId !== undefined) query = query.where('menu_id', '=', filters.menuId);
  if (filters.status !== undefined) query = query.where('status', '=', filters.status ? 1 : 0);
  const word = filters.keyword?.trim();
  if (word) query = query.where((eb) => eb.or([containsText('title', word), containsText('summary', word)]));
  return pageOf(query, (filtered) => filtered.select(CONTENT_COLUMNS).orderBy('sort').orderBy('id'), page);
}

/** How many items a menu holds. */
export async function contentCountOf(db: Executor, menuId: number): Promise<number> {
  const { n } = await db
    .selectFrom('site_content')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('menu_id', '=', menuId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The published content of the platform's public menus (the public rule: withPublicMenus) within
 * its schedule at `nowIso` (an item scheduled for later, or ended, is no page yet or any more),
 * newest first, at most `limit`, without the items marked noindex: what the sitemap lists
 * (web/seo.ts).
 */
export const sitemapContent = (db: Kysely<Database>, platform: string, limit: number, nowIso: string) =>
  withPublicMenus(db)
    .selectFrom('site_content')
    .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
    .select([
      'site_content.id',
      'site_content.menu_id as menuId',
      'site_content.url',
      'site_content.publish_time as publishTime',
    ])
    .where('site_content.status', '=', 1)
    .where('site_content.publish_time', '<=', nowIso)
    .where((eb) => eb.or([eb('site_content.end_time', 'is', null), eb('site_content.end_time', '>', nowIso)]))
    // 不让搜索引擎收录 (issue 25 item 3): its article page is not listed.
    .where('site_content.noindex', '=', 0)
    .where('site_menu.platform', '=', platform)
    .where('site_content.menu_id', 'in', (eb) => eb.selectFrom('public_menu').select('public_menu.id'))
    .orderBy('site_content.publish_time', 'desc')
    .orderBy('site_content.id', 'desc')
    .limit(limit)
    .execute();

// ——— Issue 25 item 6: one site's content searched, and the rows a bulk change locks ———

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Whether the body's text holds `word`, ignoring the case of Latin letters (the text is kept in
 * lower case): a substring search, the fastest either store has (`instr`, `strpos`), with no
 * copy of each text through lower() and no LIKE pattern.
 */
const bodyTextHolds = (db: Executor, word: string) =>
  isPostgres(db)
    ? sql<SqlBool>`strpos(site_content.body_text, ${asciiLower(word)}) > 0`
    : sql<SqlBool>`instr(site_content.body_text, ${asciiLower(word)}) > 0`;

export type ContentSearchFilters = {
  platform: string;
  keyword?: string | undefined;
  state?: ScheduleState | undefined;
  /** China-time days, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

export type ContentSearchRow = ContentRow & { menu_name: string };

/** The site's items that pass the state and date filters (a join of site_content and site_menu). */
function siteItems(db: Executor, filters: ContentSearchFilters, nowIso: string) {
  let query = db
    .selectFrom('site_content')
    .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
    .where('site_menu.platform', '=', filters.platform);
  const { state, from, to } = filters;
  if (state === 'draft') query = query.where('site_content.status', '=', 0);
  else if (state === 'scheduled')
    query = query.where('site_content.status', '=', 1).where('site_content.publish_time', '>', nowIso);
  else if (state === 'published')
    query = query
      .where('site_content.status', '=', 1)
      .where('site_content.publish_time', '<=', nowIso)
      .where((eb) =>
        eb.or([eb('site_content.end_time', 'is', null), eb('site_content.end_time', '>', nowIso)]),
      );
  else if (state === 'ended')
    query = query
      .where('site_content.status', '=', 1)
      .where('site_content.publish_time', '<=', nowIso)
      .where('site_content.end_time', '<=', nowIso);
  if (from) query = query.where('site_content.publish_time', '>=', chinaDayStartOf(from));
  if (to) query = query.where('site_content.publish_time', '<', chinaDayStartOf(addDays(to, 1)));
  return query;
}

/**
 * A page of one site's content for staff, newest first (publish time, then id), with each item's
 * menu name. A keyword is looked for, ignoring the case of Latin letters and with `%` `_` `\`
 * literal, in the title, the body's text and the menu's name, among the newest items that pass
 * the other filters, at most `scanLimit` of them and `scanBytes` of body text (a bounded scan:
 * `truncated` when there were more). The body's text is kept beside the body (`body_text`, made
 * when it is written): the search is a LIKE in SQL on both stores.
 */
export async function searchSiteContent(
  db: Kysely<Database>,
  filters: ContentSearchFilters,
  page: PageRequest,
  nowIso: string,
  scanLimit: number,
  scanBytes: number = CONTENT_SEARCH_SCAN_BYTES,
): Promise<PageOf<ContentSearchRow> & { truncated: boolean }> {
  const word = filters.keyword?.trim() ?? '';
  const newestFirst = <Q extends ReturnType<typeof siteItems>>(query: Q) =>
    query.orderBy('site_content.publish_time', 'desc').orderBy('site_content.id', 'desc');
  if (!word) {
    const result = await pageOf(
      siteItems(db, filters, nowIso),
      (filtered) => newestFirst(filtered).select([...CONTENT_COLUMNS, 'site_menu.name as menu_name']),
      page,
    );
    return { ...result, truncated: false };
  }
  // The newest items (one more than the bound, to tell whether there were more), numbered, with
  // the bytes of body text up to and including each (a number kept beside the text: the texts
  // themselves are read once, by the LIKE below).
  const newest = newestFirst(siteItems(db, filters, nowIso))
    .select(['site_content.id', 'site_content.publish_time', 'site_content.body_text_bytes'])
    .limit(scanLimit + 1);
  const order = sql`order by newest.publish_time desc, newest.id desc`;
  const ranked = db
    .selectFrom(newest.as('newest'))
    .select([
      'newest.id as id',
      sql<number>`row_number() over (${order})`.as('n'),
      sql<number>`sum(newest.body_text_bytes) over (${order})`.as('scanned'),
    ]);
  const extent = await db
    .selectFrom(ranked.as('ranked'))
    .select((eb) => [eb.fn.max('ranked.n').as('rows'), eb.fn.max('ranked.scanned').as('bytes')])
    .executeTakeFirst();
  const truncated = Number(extent?.rows ?? 0) > scanLimit || Number(extent?.bytes ?? 0) > scanBytes;
  const scanned = db
    .selectFrom(ranked.as('ranked'))
    .select('ranked.id')
    .where('ranked.n', '<=', scanLimit)
    .where('ranked.scanned', '<=', scanBytes);
  // One pass over the texts: the ids that match, newest first; then the page's rows by id.
  const matching = await newestFirst(siteItems(db, filters, nowIso))
    .select('site_content.id')
    .where('site_content.id', 'in', scanned)
    .where((eb) =>
      eb.or([
        containsText('site_content.title', word),
        containsText('site_menu.name', word),
        bodyTextHolds(db, word),
      ]),
    )
    .execute();
  const from = (page.pageNum - 1) * page.pageSize;
  const ids = matching.slice(from, from + page.pageSize).map((row) => row.id);
  const pageList =
    ids.length === 0
      ? []
      : await newestFirst(siteItems(db, { platform: filters.platform }, nowIso))
          .select([...CONTENT_COLUMNS, 'site_menu.name as menu_name'])
          .where('site_content.id', 'in', ids)
          .execute();
  return { total: matching.length, pageList, truncated };
}

/**
 * The items `ids` name, every column but the body, locked until the transaction ends on
 * PostgreSQL (in id order, so two bulk changes cannot deadlock; SQLite runs one write at a time),
 * with the platform of each one's menu.
 */
export async function lockContent(trx: Transaction<Database>, ids: readonly number[]) {
  // Locked alone first: a lock taken through the join would, after waiting for another change of
  // the menu, re-check the join against the old menu and miss the row.
  if (isPostgres(trx))
    await trx
      .selectFrom('site_content')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
  return trx
    .selectFrom('site_content')
    .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
    .select([...CONTENT_COLUMNS, 'site_menu.platform'])
    .where('site_content.id', 'in', ids)
    .orderBy('site_content.id')
    .execute();
}
export type LockedContent = Awaited<ReturnType<typeof lockContent>>;
