import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { PageOf } from '@contract/common';
import type { Database, RevisionTable } from '../db/database';
import { pageOf, type PageRequest } from '../db/paging';

/**
 * The revision table (issue 25 item 2): a record of a content family as stored after each save,
 * numbered 1, 2, 3 … per record. What a revision holds and when one is written: staff/revisions.ts.
 */
type Executor = Kysely<Database> | Transaction<Database>;
export type RevisionRow = Selectable<RevisionTable>;

/** The highest version the record has (0 when it has none). */
export async function latestVersion(db: Executor, entity: string, recordId: number): Promise<number> {
  const row = await db
    .selectFrom('revision')
    .select((eb) => eb.fn.max('version').as('top'))
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

/** The newest revision of the record, or undefined. */
export const latestRevision = (db: Executor, entity: string, recordId: number) =>
  db
    .selectFrom('revision')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function insertRevision(db: Executor, row: Insertable<RevisionTable>): Promise<void> {
  await db.insertInto('revision').values(row).execute();
}

/** Removes the record's revisions older than `oldestKept`; answers how many went. */
export async function pruneRevisions(
  db: Executor,
  entity: string,
  recordId: number,
  oldestKept: number,
): Promise<number> {
  const result = await db
    .deleteFrom('revision')
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('version', '<', oldestKept)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A page of the record's revisions, newest first. */
export const listRevisions = (
  db: Executor,
  entity: string,
  recordId: number,
  page: PageRequest,
): Promise<PageOf<RevisionRow>> =>
  pageOf(
    db.selectFrom('revision').where('entity', '=', entity).where('record_id', '=', recordId),
    (filtered) => filtered.selectAll().orderBy('version', 'desc'),
    page,
  );

export const findRevision = (db: Executor, id: number) =>
  db.selectFrom('revision').selectAll().where('id', '=', id).executeTakeFirst();
