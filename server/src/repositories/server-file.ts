import { sql, type Insertable, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { Database, ServerFileTable } from '../db/database';
import { pageOf, type PageRequest } from '../db/paging';
import { containsText } from '../lib/contains-text';

/**
 * The uploads (issue 24 item 1: one module per table; routes and services call it, never the
 * table): their metadata (server_file), the database storage's bytes (server_file_chunk; the
 * storage itself is files/storage.ts) and where a file is used (files/file-users.ts names it).
 */
type Executor = Kysely<Database> | Transaction<Database>;
export type FileRecord = Selectable<ServerFileTable>;

export const insertFileRecord = (db: Executor, row: Insertable<ServerFileTable>): Promise<FileRecord> =>
  db.insertInto('server_file').values(row).returningAll().executeTakeFirstOrThrow();

/** A page of the media library, newest first; pictures or videos only with `kind`. */
export function listFileRecords(
  db: Executor,
  kind: 'image' | 'video' | undefined,
  page: PageRequest,
): Promise<{ total: number; pageList: FileRecord[] }> {
  let query = db.selectFrom('server_file');
  if (kind) query = query.where('type', 'like', `${kind}/%`);
  return pageOf(query, (filtered) => filtered.selectAll().orderBy('id', 'desc'), page);
}

export const findFileRecord = (db: Executor, id: number): Promise<FileRecord | undefined> =>
  db.selectFrom('server_file').selectAll().where('id', '=', id).executeTakeFirst();

/** What serving a stored file needs, by its stored name. */
export const servedFile = (db: Executor, name: string) =>
  db.selectFrom('server_file').select(['type', 'size']).where('name', '=', name).executeTakeFirst();

export async function deleteFileRecord(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('server_file').where('id', '=', id).execute();
}

// ——— The bytes, in the database storage (server_file_chunk) ———

export async function insertFileChunk(db: Executor, name: string, seq: number, data: Buffer): Promise<void> {
  await db.insertInto('server_file_chunk').values({ name, seq, data }).execute();
}

export const findFileChunk = (db: Executor, name: string, seq: number) =>
  db
    .selectFrom('server_file_chunk')
    .select('data')
    .where('name', '=', name)
    .where('seq', '=', seq)
    .executeTakeFirst();

export async function deleteFileChunks(db: Executor, name: string): Promise<void> {
  await db.deleteFrom('server_file_chunk').where('name', '=', name).execute();
}

// ——— Where a file is used ———

/**
 * The records that show `url`, by table: every column that holds a file's address, pictures and
 * rich text alike. A file's name is random, so its address inside a column is the file and
 * nothing else.
 */
export async function recordsHoldingFile(db: Executor, url: string) {
  const holds = (columns: string[]) =>
    sql<SqlBool>`(${sql.join(
      columns.map((column) => containsText(column, url)),
      sql` or `,
    )})`;
  const [contents, banners, teachers, jobs, settings, menus] = await Promise.all([
    db
      .selectFrom('site_content')
      .select('title')
      .where(holds(['image', 'video', 'body']))
      .execute(),
    db
      .selectFrom('site_banner')
      .select('title')
      .where(holds(['image']))
      .execute(),
    db
      .selectFrom('coworker')
      .select('name')
      .where(holds(['avatar', 'bio']))
      .execute(),
    db
      .selectFrom('job_position')
      .select('title')
      .where(holds(['requirements']))
      .execute(),
    db
      .selectFrom('site_setting')
      .select('platform')
      .where(holds(['wechat_qr', 'weibo_qr', 'xiaohongshu_qr']))
      .execute(),
    db
      .selectFrom('site_menu')
      .select('name')
      .where(holds(['icon']))
      .execute(),
  ]);
  return { contents, banners, teachers, jobs, settings, menus };
}
