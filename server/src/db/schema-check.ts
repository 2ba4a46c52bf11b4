import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite, { type SqliteDatabase } from './sqlite-driver';
import { Migrator, sql } from 'kysely';
import { connect, SQLITE_FILE } from './connect';
import { migrationProvider } from './migrations';

/**
 * The schema a store must have to be restored (issue 35): exactly what this code's migrations
 * make, up to the last one the store says it has applied. A backup edited by hand could carry
 * code the server would run on its own (a trigger copying each new lead into a public setting, a
 * view, a generated column, a CHECK calling a function): anything the migrations did not make is
 * named and refused. The reference is made by running the same migrations into a scratch store,
 * opened as the server opens its own (db/connect.ts), so nothing is written down twice.
 */

export type SchemaObject = { type: string; name: string; table: string; sql: string | null };

/**
 * A column as `PRAGMA table_xinfo` reports it (hidden: 2 or 3 for a generated column); PostgreSQL's
 * are read into the same shape (db/postgres-schema-check.ts).
 */
export type Column = {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
  hidden: number;
};

export type StoreSchema = { objects: Map<string, SchemaObject>; columns: Map<string, Column[]> };

/** SQLite's statistics tables (made by ANALYZE or `PRAGMA optimize`): data for the planner, never code. */
const STATISTICS = /^sqlite_stat\d$/;

/** Whitespace runs as one space: the same statement, however it was laid out. */
export const normalised = (sql: string | null) => (sql === null ? null : sql.replace(/\s+/g, ' ').trim());

/**
 * A table's columns; none when SQLite cannot read them (a virtual table of a module it does not
 * have): its statement then differs, and says so.
 */
function columnsOf(db: SqliteDatabase, table: string): Column[] {
  try {
    return db.prepare('select * from pragma_table_xinfo(?)').all(table) as Column[];
  } catch {
    return [];
  }
}

/** The tables, indexes, triggers and views of an open store, with each table's columns. */
export function schemaOf(db: SqliteDatabase): StoreSchema {
  const rows = db
    .prepare('select type, name, tbl_name as "table", sql from sqlite_master order by type, name')
    .all() as SchemaObject[];
  const objects = new Map<string, SchemaObject>();
  const columns = new Map<string, Column[]>();
  for (const row of rows) {
    if (STATISTICS.test(row.name)) continue;
    objects.set(`${row.type}:${row.name}`, { ...row, sql: normalised(row.sql) });
    if (row.type === 'table') columns.set(row.name, columnsOf(db, row.name));
  }
  return { objects, columns };
}

/** The words for each kind of object, on both stores (PostgreSQL's kinds after SQLite's four). */
const KIND: Record<string, string> = {
  table: '表',
  index: '索引',
  trigger: '触发器',
  view: '视图',
  matview: '物化视图',
  'foreign table': '外部表',
  constraint: '约束',
  rule: '规则',
  policy: '行安全策略',
  function: '函数',
  procedure: '过程',
  aggregate: '聚合函数',
  sequence: '序列',
  type: '类型',
  schema: '模式',
  extension: '扩展',
  'event trigger': '事件触发器',
  publication: '发布',
  subscription: '订阅',
};

/** The kinds of object that belong to a table, named with it. */
const OF_A_TABLE = new Set(['index', 'trigger', 'constraint', 'rule', 'policy']);

/** `触发器 leak_leads（表 site_message）`: what an object is, and the table of an index or trigger. */
function described(object: SchemaObject): string {
  const kind = KIND[object.type] ?? object.type;
  return OF_A_TABLE.has(object.type)
    ? `${kind} ${object.name}（表 ${object.table}）`
    : `${kind} ${object.name}`;
}

/** The refusal's Chinese sentence: what was checked against what, then each difference. */
export const SCHEMA_DIFFERS = '数据库结构与本程序的迁移所建的不一致';

function columnDifferences(table: string, actual: Column[], expected: Column[]): string[] {
  const differences: string[] = [];
  const byName = new Map(actual.map((column) => [column.name, column]));
  const wanted = new Set(expected.map((column) => column.name));
  for (const column of expected) {
    const found = byName.get(column.name);
    if (!found) {
      differences.push(`表 ${table} 缺少列 ${column.name}`);
      continue;
    }
    const changes: string[] = [];
    if (found.type !== column.type)
      changes.push(`类型为 ${found.type || '（无）'}，应为 ${column.type || '（无）'}`);
    if (found.notnull !== column.notnull) changes.push(column.notnull ? '应为非空' : '不应为非空');
    if (found.dflt_value !== column.dflt_value) {
      changes.push(`默认值为 ${found.dflt_value ?? '（无）'}，应为 ${column.dflt_value ?? '（无）'}`);
    }
    if (found.pk !== column.pk) changes.push(column.pk ? '应为主键' : '不应为主键');
    if (found.hidden !== column.hidden) changes.push(found.hidden ? '是生成列或隐藏列' : '不应为生成列');
    if (changes.length > 0) differences.push(`表 ${table} 的列 ${column.name}：${changes.join('，')}`);
  }
  for (const column of actual) {
    if (!wanted.has(column.name)) differences.push(`表 ${table} 多出列 ${column.name}`);
  }
  return differences;
}

/**
 * Each difference of `actual` from `expected`, in Chinese (empty: the same schema): an object
 * more or less, a table's columns (names, types, nullability, defaults, keys, generated ones),
 * and any other difference of a statement (constraints, an index's columns or condition, a
 * trigger's or view's body).
 */
export function schemaDifferences(actual: StoreSchema, expected: StoreSchema): string[] {
  const differences: string[] = [];
  for (const [key, object] of actual.objects) {
    if (!expected.objects.has(key)) differences.push(`多出${described(object)}`);
  }
  for (const [key, object] of expected.objects) {
    const found = actual.objects.get(key);
    if (!found) {
      differences.push(`缺少${described(object)}`);
      continue;
    }
    const columns =
      object.type === 'table'
        ? columnDifferences(
            object.name,
            actual.columns.get(object.name) ?? [],
            expected.columns.get(object.name) ?? [],
          )
        : [];
    differences.push(...columns);
    if (columns.length === 0 && (found.sql !== object.sql || found.table !== object.table)) {
      differences.push(`${described(found)}的定义与迁移所建的不同`);
    }
  }
  return differences;
}

/** References already made in this process, by the last migration applied. */
const references = new Map<string, Promise<StoreSchema>>();

/** The schema this code's migrations make, up to and including `last`, in a scratch store. */
export function referenceSchema(last: string): Promise<StoreSchema> {
  let made = references.get(last);
  if (!made) {
    made = makeReference(last);
    references.set(last, made);
    made.catch(() => references.delete(last));
  }
  return made;
}

async function makeReference(last: string): Promise<StoreSchema> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'edu-site-schema-'));
  try {
    const { db } = connect({ databaseUrl: undefined, dataDir });
    try {
      // A scratch file: no need to wait for the disk at each migration's commit.
      await sql`pragma synchronous = OFF`.execute(db);
      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(last);
      if (error) throw new Error(`the reference store could not be migrated to ${last}`, { cause: error });
    } finally {
      await db.destroy();
    }
    const file = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      return schemaOf(file);
    } finally {
      file.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
