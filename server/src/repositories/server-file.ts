import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { COLLECTIONS, type CollectionKey } from '@contract/collections';
import type { Database, ServerFileTable } from '../db/database';
import { pageOf, type PageRequest } from '../db/paging';
import { addDays, chinaDayStartOf } from '../lib/china-day';
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

export type FileFilters = {
  kind?: 'image' | 'video' | 'other' | undefined;
  /** Part of the uploaded name. */
  keyword?: string | undefined;
  /** China-time days `YYYY-MM-DD`, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

/** A page of the media library, newest first, by type, part of the name and upload days. */
export function listFileRecords(
  db: Executor,
  { kind, keyword, from, to }: FileFilters,
  page: PageRequest,
): Promise<{ total: number; pageList: FileRecord[] }> {
  let query = db.selectFrom('server_file');
  if (kind === 'other') {
    query = query.where('type', 'not like', 'image/%').where('type', 'not like', 'video/%');
  } else if (kind) query = query.where('type', 'like', `${kind}/%`);
  if (keyword) query = query.where(containsText('original_name', keyword));
  if (from) query = query.where('created_at', '>=', chinaDayStartOf(from));
  if (to) query = query.where('created_at', '<', chinaDayStartOf(addDays(to, 1)));
  return pageOf(query, (filtered) => filtered.selectAll().orderBy('id', 'desc'), page);
}

/** The names of the accounts that uploaded files, by account id (the ones that still exist). */
export async function uploaderNames(db: Executor, staffIds: number[]): Promise<Map<number, string>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_account')
    .select(['id', 'display_name'])
    .where('id', 'in', [...new Set(staffIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

// ——— Files uploaded before migration 012, without a content hash (files/backfill.ts) ———

export async function countFilesWithoutHash(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('server_file')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('content_hash', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Up to `limit` files without a content hash, after the id `after`, in id order. */
export const filesWithoutHash = (db: Executor, after: number, limit: number): Promise<FileRecord[]> =>
  db
    .selectFrom('server_file')
    .selectAll()
    .where('content_hash', 'is', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();

/**
 * Gives a file without a content hash what an upload learns of its bytes (their SHA-256 and, for a
 * picture, its size); false when it has gone or has its hash already. The first write of a
 * transaction: the row (PostgreSQL) or the store (SQLite) stays locked until it ends, so that two
 * runs cannot both complete the file.
 */
export async function claimFileWithoutHash(
  trx: Transaction<Database>,
  id: number,
  facts: { content_hash: string; width: number | null; height: number | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('server_file')
    .set(facts)
    .where('id', '=', id)
    .where('content_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The file holding these bytes (by their SHA-256), if one was uploaded before. */
export const findFileByHash = (db: Executor, hash: string): Promise<FileRecord | undefined> =>
  db.selectFrom('server_file').selectAll().where('content_hash', '=', hash).executeTakeFirst();

export async function updateFileAlt(db: Executor, id: number, alt: string): Promise<void> {
  await db.updateTable('server_file').set({ alt }).where('id', '=', id).execute();
}

// ——— The web sizes (server_file_variant) ———

/** The rows of a file's WebP web sizes (their bytes are stored apart, under their names). */
export async function insertFileVariants(
  db: Executor,
  fileId: number,
  sizes: readonly { name: string; width: number; data: Buffer }[],
): Promise<void> {
  if (sizes.length === 0) return;
  await db
    .insertInto('server_file_variant')
    .values(
      sizes.map((size) => ({
        name: size.name,
        file_id: fileId,
        width: size.width,
        type: 'image/webp',
        size: size.data.length,
      })),
    )
    .execute();
}

/** The web sizes of these files, narrowest first: file id → [{ name, width }]. */
export async function variantsOf(
  db: Executor,
  fileIds: readonly number[],
): Promise<Map<number, { name: string; width: number }[]>> {
  const byFile = new Map<number, { name: string; width: number }[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .selectFrom('server_file_variant')
    .select(['file_id', 'name', 'width'])
    .where('file_id', 'in', fileIds)
    .orderBy('width')
    .execute();
  for (const row of rows) {
    byFile.set(row.file_id, [...(byFile.get(row.file_id) ?? []), { name: row.name, width: row.width }]);
  }
  return byFile;
}

export async function deleteFileVariants(db: Executor, fileId: number): Promise<void> {
  await db.deleteFrom('server_file_variant').where('file_id', '=', fileId).execute();
}

/**
 * What the site shows with these stored pictures (by stored name): the alternative text and the
 * web sizes' widths. Names that are no upload are left out.
 */
export async function mediaByName(
  db: Executor,
  names: readonly string[],
): Promise<Map<string, { alt: string; width: number | null; widths: number[] }>> {
  const found = new Map<string, { alt: string; width: number | null; widths: number[] }>();
  if (names.length === 0) return found;
  const rows = await db
    .selectFrom('server_file')
    .select(['id', 'name', 'alt', 'width'])
    .where('name', 'in', names)
    .execute();
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    found.set(row.name, {
      alt: row.alt,
      width: row.width,
      widths: (variants.get(row.id) ?? []).map((variant) => variant.width),
    });
  }
  return found;
}

export const findFileRecord = (db: Executor, id: number): Promise<FileRecord | undefined> =>
  db.selectFrom('server_file').selectAll().where('id', '=', id).executeTakeFirst();

/** What serving a stored file (an upload or one of its web sizes) needs, by its stored name. */
export const servedFile = async (db: Executor, name: string) =>
  (await db.selectFrom('server_file').select(['type', 'size']).where('name', '=', name).executeTakeFirst()) ??
  (await db
    .selectFrom('server_file_variant')
    .select(['type', 'size'])
    .where('name', '=', name)
    .executeTakeFirst());

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
 * The records that show `url`, in the collections' order: every collection's columns that may
 * hold a file's address (its definition's `mediaColumns`), pictures and rich text alike, each
 * record by its name (a record kept one per platform: by its platform). A file's name is random,
 * so its address inside a column is the file and nothing else; its web sizes' addresses
 * (`<name>-<width>.webp`) start the same and count too.
 */
export async function recordsHoldingFile(
  db: Executor,
  fileUrl: string,
): Promise<{ collection: CollectionKey; name: string }[]> {
  const url = fileUrl.replace(/\.[a-z0-9]+$/, '');
  const found = await Promise.all(
    COLLECTIONS.filter((collection) => collection.mediaColumns.length > 0).map(async (collection) => {
      const named = collection.perSite === 'one' ? 'platform' : collection.nameColumn;
      const holds = sql.join(
        collection.mediaColumns.map((column) => containsText(column, url)),
        sql` or `,
      );
      const { rows } = await sql<{ name: string }>`
        select ${sql.ref(named)} as name from ${sql.table(collection.table)} where ${holds}`.execute(db);
      return rows.map((row) => ({ collection: collection.key, name: row.name }));
    }),
  );
  return found.flat();
}
