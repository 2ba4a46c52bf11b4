import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ServerFileTable } from '../db/database';
import { pageOf, type PageRequest } from '../db/paging';

/**
 * The uploads' metadata (server_file; issue 24 item 1: routes call this module, never the table).
 * The bytes are the storage's (storage.ts); where a file is used, file-users.ts.
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
