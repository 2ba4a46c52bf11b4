import { sitesOrNone } from '../db/sites-or-none';
import { sql, type Generated, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Collection, CollectionTable } from '@contract/collections';
import type { Database } from '../db/database';
import { badInput } from '../lib/content-input';
import { richTextPlain } from '../lib/contains-text';

/**
 * The content staff's tables, queried by their name (issue 24 item 1): what the `*-admin.ts`
 * routes of every family share — a record by id, its removal, the save's insert or update, the
 * per-platform list and the hand-made order (`sort`) — so that no route writes a query.
 */

/** The content staff's tables (their collections' definitions); each has a generated numeric `id`. */
export type ContentTable = CollectionTable;

/** The ones whose lists staff order by hand (a `sort` column). */
export type SortableTable = {
  [T in ContentTable]: 'sort' extends keyof Database[T] ? T : never;
}[ContentTable];

/** The ones kept per platform, many records each, and listed by it. */
export type PlatformTable = Extract<Collection, { perSite: 'records' }>['table'];

/** A column of `T` as database.ts declares it: a misspelt one is a type error at the call. */
export type ColumnOf<T extends ContentTable> = keyof Database[T] & string;

/** A stored row of `T`. */
export type RowOf<T extends ContentTable> = Selectable<Database[T]>;

/**
 * Kysely cannot follow a table name that is a type parameter, so the helpers below query through
 * this view; what callers pass is checked against `Database` instead (`ColumnOf`, `RowOf`).
 */
export type LooseDatabase = Record<string, Record<string, unknown> & { id: Generated<number> }>;
export const loose = (db: Kysely<Database>) => db as unknown as Kysely<LooseDatabase>;

/** The columns a save writes: every one but the sort of a sortable table, which `saveRow` decides. */
export type SavedValues<T extends ContentTable> = T extends SortableTable
  ? Omit<Insertable<Database[T]>, 'sort'>
  : Insertable<Database[T]>;

/** A sortable record's group: the columns whose records are sorted together, with their values. */
export type SortGroup<T extends ContentTable> = Partial<Record<ColumnOf<T>, string | number | null>>;

/** The columns `K` of a stored row of `T`. */
export type Picked<T extends ContentTable, K extends string> = Pick<RowOf<T>, Extract<K, keyof RowOf<T>>>;

/**
 * Gives `ids`, in their order, the sorts 10, 20, 30 … . They must be every record of one group
 * (the rows sharing `groupColumns`: one menu's content, one parent's sub-menus, one platform's
 * banners …): an unknown id, an id of another group or a partial list is refused, nothing changed.
 */
export async function reorder<T extends SortableTable>(
  trx: Transaction<Database>,
  table: T,
  groupColumns: ColumnOf<T>[],
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
export async function nextSort<T extends SortableTable>(
  trx: Transaction<Database>,
  table: T,
  where: Partial<Record<ColumnOf<T>, string | number | null>>,
): Promise<number> {
  const conditions = Object.entries<string | number | null | undefined>(where).map(([column, value]) =>
    value === null || value === undefined
      ? sql`${sql.ref(column)} is null`
      : sql`${sql.ref(column)} = ${value}`,
  );
  const { rows } = await sql<{ top: number | string | null }>`
    select max(sort) as top from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}`.execute(trx);
  return Number(rows[0]?.top ?? 0) + 10;
}

/**
 * Columns the store derives from a written column, for its searches: made by `writeRow` whenever
 * a save writes their source, never given by a save and never read back with the row (audit rows,
 * revisions and previews see the record's own columns only).
 */
const DERIVED: Partial<
  Record<ContentTable, { from: string; columns: string[]; make: (value: unknown) => Record<string, unknown> }>
> = {
  site_content: {
    from: 'body',
    columns: ['body_text', 'body_text_bytes'],
    make: (body) => {
      const text = richTextPlain(typeof body === 'string' ? body : '');
      return { body_text: text, body_text_bytes: Buffer.byteLength(text) };
    },
  },
};

/** The record `id` names, every column but a derived one, or undefined. */
export async function findRow<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
): Promise<RowOf<T> | undefined> {
  const row = await loose(db)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const derived = DERIVED[table];
  if (row && derived) for (const column of derived.columns) delete (row as Record<string, unknown>)[column];
  return row as RowOf<T> | undefined;
}

/** The record `id` names, its id and `column` only, or undefined. */
export const findRowLabel = <T extends ContentTable, L extends ColumnOf<T>>(
  db: Kysely<Database>,
  table: T,
  id: number,
  column: L,
) =>
  loose(db)
    .selectFrom(table as string)
    .select(['id', column])
    .where('id', '=', id)
    .executeTakeFirst() as Promise<Picked<T, 'id' | L> | undefined>;

export async function deleteRow(db: Kysely<Database>, table: ContentTable, id: number): Promise<void> {
  await loose(db).deleteFrom(table).where('id', '=', id).execute();
}

/**
 * Updates the record `existingId` names, or inserts one without it (its derived columns made from
 * `values`: DERIVED); answers the id.
 */
export async function writeRow(
  trx: Transaction<Database>,
  table: ContentTable,
  existingId: number | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  const derived = DERIVED[table];
  if (derived && derived.from in values) values = { ...values, ...derived.make(values[derived.from]) };
  if (existingId !== undefined) {
    await loose(trx).updateTable(table).set(values).where('id', '=', existingId).execute();
    return existingId;
  }
  const { id } = await loose(trx).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Every record of the platform (of all, without one), hidden ones too, in display order. */
export const listByPlatform = async <T extends PlatformTable>(
  db: Kysely<Database>,
  table: T,
  platforms: readonly string[],
): Promise<RowOf<T>[]> => {
  const query = loose(db)
    .selectFrom(table as string)
    .selectAll()
    .where('platform', 'in', sitesOrNone(platforms));
  return (await query.orderBy('platform').orderBy('sort').orderBy('id').execute()) as RowOf<T>[];
};

/**
 * The site (platform) of a stored row or of a save's columns: its own, or for content its menu's;
 * null when it names none (a menu that does not exist).
 */
export async function platformOfColumns(
  db: Kysely<Database> | Transaction<Database>,
  columns: Record<string, unknown>,
): Promise<string | null> {
  if (typeof columns.platform === 'string') return columns.platform;
  if (typeof columns.menu_id !== 'number') return null;
  const menu = await db
    .selectFrom('site_menu')
    .select('platform')
    .where('id', '=', columns.menu_id)
    .executeTakeFirst();
  return menu?.platform ?? null;
}

/** The tables whose records show and hide on time (a publish time and an optional end time). */
export type ScheduledTable = 'site_content' | 'site_banner';

/** The soonest publish or end time of `table` after `now` (published or not), in ms since the epoch; Infinity when none. */
export async function soonestScheduleTime(
  db: Kysely<Database>,
  table: ScheduledTable,
  now: string,
): Promise<number> {
  const times = await Promise.all(
    (['publish_time', 'end_time'] as const).map((column) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.min(column).as('t'))
        .where(column, '>', now)
        .executeTakeFirst(),
    ),
  );
  return Math.min(...times.map((row) => (row?.t ? Date.parse(String(row.t)) : Number.POSITIVE_INFINITY)));
}

/**
 * The content generation (migration 015): a number the database's triggers raise with every write
 * to a table the public site shows. One row read by its primary key.
 */
export async function readContentGeneration(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('content_generation')
    .select('generation')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.generation ?? 0);
}
