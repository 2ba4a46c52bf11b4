import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { AdWord, AdWordListQuery } from '@contract/ad-law';
import type { PageOf } from '@contract/common';
import type { AdWordTable, Database } from '../db/database';
import { pageOf } from '../db/paging';
import { containsText } from '../lib/contains-text';

/** The ad_word table: the advertising-law word list (migration 021; staff/ad-law.ts matches with it). */
type Executor = Kysely<Database> | Transaction<Database>;
export type AdWordRow = Selectable<AdWordTable>;

const parseList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** A row as staff read it. */
export const adWordOf = (row: AdWordRow): AdWord => ({
  id: row.id,
  term: row.term,
  category: row.category as AdWord['category'],
  reason: row.reason,
  article: row.article,
  exceptions: parseList(row.exceptions),
  enabled: row.enabled === 1,
  updatedAt: row.updated_at,
});

/** A page of the list, by keyword (term, reason, exceptions), category and state; by category, then term. */
export async function listAdWords(
  db: Executor,
  { pageNum, pageSize, keyword, category, enabled }: AdWordListQuery,
): Promise<PageOf<AdWord>> {
  let query = db.selectFrom('ad_word');
  const word = keyword?.trim();
  if (word)
    query = query.where((eb) =>
      eb.or([containsText('term', word), containsText('reason', word), containsText('exceptions', word)]),
    );
  if (category) query = query.where('category', '=', category);
  if (enabled !== undefined) query = query.where('enabled', '=', enabled ? 1 : 0);
  const page = await pageOf(query, (filtered) => filtered.selectAll().orderBy('category').orderBy('id'), {
    pageNum,
    pageSize,
  });
  return { total: page.total, pageList: page.pageList.map(adWordOf) };
}

/** The entries the check matches with: the enabled ones, with what the matching needs. */
export const enabledAdWords = (db: Executor) =>
  db
    .selectFrom('ad_word')
    .select(['id', 'term', 'reason', 'article', 'exceptions', 'updated_at'])
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();

export const findAdWord = (db: Executor, id: number) =>
  db.selectFrom('ad_word').selectAll().where('id', '=', id).executeTakeFirst();

/** The entry whose term compares equal to `termKey`, unless it is `exceptId`'s own. */
export const adWordWithKey = (db: Executor, termKey: string, exceptId?: number) =>
  db
    .selectFrom('ad_word')
    .select(['id', 'term'])
    .where('term_key', '=', termKey)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();

export async function insertAdWord(db: Executor, values: Insertable<AdWordTable>): Promise<number> {
  const row = await db.insertInto('ad_word').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdWord(db: Executor, id: number, values: Updateable<AdWordTable>): Promise<void> {
  await db.updateTable('ad_word').set(values).where('id', '=', id).execute();
}

export async function deleteAdWord(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('ad_word').where('id', '=', id).execute();
}
