import type { preValidationHookHandler } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { PERMISSION } from '../../../../../../contract/permissions';
import type { Database } from '../../../../db/database';
import { badInput } from '../../../../lib/content-input';

/**
 * What the content staff's routes (`*-admin.ts` beside each public family) share: the guard, and
 * the sort every list of theirs has.
 */
export const CONTENT_ACCESS = { access: { permission: PERMISSION.content } } as const;

/** A save's body may carry a rich text of 100,000 characters (3 bytes each in UTF-8). */
export const RICH_TEXT_BODY_LIMIT = 512 * 1024;

type SortableTable = 'site_menu' | 'site_content' | 'site_banner' | 'coworker' | 'job_position';

/**
 * Gives `ids`, in their order, the sorts 10, 20, 30 … . They must be every record of one group
 * (the rows sharing `groupColumns`: one menu's content, one parent's sub-menus, one platform's
 * banners …): an unknown id, an id of another group or a partial list is refused, nothing changed.
 */
export async function reorder(
  trx: Transaction<Database>,
  table: SortableTable,
  groupColumns: string[],
  ids: number[],
  what: string,
): Promise<void> {
  const groupOf = (row: Record<string, unknown>) =>
    JSON.stringify(groupColumns.map((column) => row[column] ?? null));
  const columns = sql.join(groupColumns.map((column) => sql.ref(column)));
  const { rows } = await sql<Record<string, unknown> & { id: number }>`
    select id, ${columns} from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(trx);
  const known = new Set(rows.map((row) => Number(row.id)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badInput(`排序列表中有不存在的${what}：编号 ${unknown.join('、')}`);
  const groups = new Set(rows.map(groupOf));
  if (groups.size > 1) throw badInput(`排序列表中的${what}不属于同一组，只能在同一组内排序`);
  const first = rows[0]!;
  const conditions = groupColumns.map((column) =>
    first[column] === null || first[column] === undefined
      ? sql`${sql.ref(column)} is null`
      : sql`${sql.ref(column)} = ${first[column]}`,
  );
  const { rows: members } = await sql<{ id: number }>`
    select id from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}`.execute(trx);
  if (members.length !== ids.length)
    throw badInput(`排序列表不完整：这一组共有 ${members.length} 个${what}，请提交全部编号`);
  for (const [index, id] of ids.entries()) {
    await sql`update ${sql.table(table)} set sort = ${(index + 1) * 10} where id = ${id}`.execute(trx);
  }
}

/** The sort a new record gets when none is given: after the last of its group. */
export async function nextSort(
  trx: Transaction<Database>,
  table: SortableTable,
  where: Record<string, string | number | null>,
): Promise<number> {
  const conditions = Object.entries(where).map(([column, value]) =>
    value === null ? sql`${sql.ref(column)} is null` : sql`${sql.ref(column)} = ${value}`,
  );
  const { rows } = await sql<{ top: number | string | null }>`
    select max(sort) as top from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}`.execute(trx);
  return Number(rows[0]?.top ?? 0) + 10;
}

/** Audit summaries keep rich text out: its length is enough. */
export function auditSummary(
  body: Record<string, unknown>,
  richFields: string[] = [],
): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    summary[key] = richFields.includes(key) && typeof value === 'string' ? `${value.length} 字符` : value;
  }
  return summary;
}

/**
 * The back office's calls send form bodies (src/api/base-query.ts): a list of one id arrives as a
 * single value (`ids=5`), several as repeated keys. Either way the schema then sees a list.
 */
export const idsAsList: preValidationHookHandler = (request, _reply, done) => {
  const body = request.body as { ids?: unknown } | null;
  if (body && typeof body === 'object' && typeof body.ids === 'string') body.ids = [body.ids];
  done();
};
