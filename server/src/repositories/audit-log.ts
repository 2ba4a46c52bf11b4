import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
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
  { pageNum, pageSize, entity, staffId, from, to }: AuditListQuery,
): Promise<{ total: number; pageList: AuditRow[] }> {
  let query = db.selectFrom('audit_log');
  if (entity) query = query.where('entity', '=', entity);
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  if (from) query = query.where('at', '>=', from);
  if (to) query = query.where('at', '<', to);
  return pageOf(query, (filtered) => filtered.selectAll().orderBy('id', 'desc'), { pageNum, pageSize });
}

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
