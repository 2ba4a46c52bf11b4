import { sitesOrNone } from '../db/sites-or-none';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { COLLECTIONS } from '@contract/collections';
import type { AuditListQuery } from '@contract/staff';
import type { AuditLogTable, Database } from '../db/database';
import { pageOf } from '../db/paging';

/**
 * The audit_log table (the trail's rules — what a summary may hold, what erasing keeps — are
 * staff/audit.ts).
 */
type Executor = Kysely<Database> | Transaction<Database>;
export type AuditRow = Selectable<AuditLogTable>;

/** Writes rows with the caller's executor (inside its transaction, stored exactly with the change), in one insert. */
export async function insertAuditRows(db: Executor, rows: Insertable<AuditLogTable>[]): Promise<void> {
  await db.insertInto('audit_log').values(rows).execute();
}

/** The id and summary of the rows about these records of `entity`. */
export const auditSummariesOf = (db: Executor, entity: string, entityIds: string[]) =>
  db
    .selectFrom('audit_log')
    .select(['id', 'summary'])
    .where('entity', '=', entity)
    .where('entity_id', 'in', entityIds)
    .execute();

export async function setAuditSummary(db: Executor, id: number, summary: string): Promise<void> {
  await db.updateTable('audit_log').set({ summary }).where('id', '=', id).execute();
}

/** A page of the trail, newest first, by entity, person and time (`to` excluded). */
export function listAuditRows(
  db: Executor,
  {
    pageNum,
    pageSize,
    entity,
    entityId,
    staffId,
    from,
    to,
    sites,
  }: AuditListQuery & {
    /** One record's rows (its own trail, beside its versions). */
    entityId?: string;
    /** Only the rows of these sites' records ('all': every row, the group's own too). */
    sites: readonly string[] | 'all';
  },
): Promise<{ total: number; pageList: AuditRow[] }> {
  let query = db.selectFrom('audit_log');
  if (sites !== 'all') query = query.where('platform', 'in', sitesOrNone(sites));
  if (entity) query = query.where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entity_id', '=', entityId);
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  if (from) query = query.where('at', '>=', from);
  if (to) query = query.where('at', '<', to);
  return pageOf(query, (filtered) => filtered.selectAll().orderBy('id', 'desc'), { pageNum, pageSize });
}

/** The site the trail kept for a record (a deleted one is known by its rows only). */
export async function firstAuditSite(db: Executor, entity: string, entityId: string): Promise<string | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('platform')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('platform', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.platform ?? null;
}

/**
 * The site of each record of `table` among `ids` that exists (a content item's is its menu's);
 * none for a table not kept per site.
 */
export async function sitesOfRecords(
  db: Executor,
  table: keyof Database,
  ids: number[],
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (ids.length === 0 || !SITE_TABLES.has(table)) return found;
  const { rows } =
    table === 'site_content'
      ? await sql<{ id: number | string; platform: string | null }>`
          select site_content.id, site_menu.platform from site_content
          join site_menu on site_menu.id = site_content.menu_id
          where site_content.id in (${sql.join(ids)})`.execute(db)
      : await sql<{ id: number | string; platform: string | null }>`
          select id, platform from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
  for (const row of rows) if (row.platform !== null) found.set(Number(row.id), row.platform);
  return found;
}

/**
 * The tables whose records belong to one site: the collections kept per site (their
 * definitions say so), content (by its menu) and the leads.
 */
const SITE_TABLES = new Set<keyof Database>([
  ...COLLECTIONS.filter((collection) => collection.perSite !== 'none').map((collection) => collection.table),
  'site_content',
  'site_message',
]);
/**
 * The records of `table` among `ids` that still exist, each with its `nameColumn` (null: the
 * record's name is not shown, a lead's is a person's) and its platform (`withPlatform`).
 */
export async function namesOfRecords(
  db: Executor,
  table: keyof Database,
  nameColumn: string | null,
  ids: number[],
  withPlatform = false,
): Promise<Map<number, { name: string | null; platform: string | null }>> {
  const found = new Map<number, { name: string | null; platform: string | null }>();
  if (ids.length === 0) return found;
  const { rows } = await sql<{ id: number | string; name: string | null; platform: string | null }>`
    select id,
      ${nameColumn ? sql.ref(nameColumn) : sql`null`} as name,
      ${withPlatform ? sql.ref('platform') : sql`null`} as platform
    from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
  for (const row of rows) found.set(Number(row.id), { name: row.name, platform: row.platform });
  return found;
}
