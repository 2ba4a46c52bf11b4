import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { PageOf } from '@contract/common';
import { OPEN_REVIEW_STATES, type ReviewMode, type ReviewState } from '@contract/review';
import type { Database, ReviewRequestTable } from '../db/database';
import { pageOf, type PageRequest } from '../db/paging';
import { sitesOrNone } from '../db/sites-or-none';

/**
 * The review tables (migration 022): each site's review mode, and the requests staff submit,
 * approve and return (staff/review.ts says when one is written).
 */
type Executor = Kysely<Database> | Transaction<Database>;
export type ReviewRequestRow = Selectable<ReviewRequestTable>;

/** Every site's mode that is not `off`. */
export async function reviewModes(db: Executor): Promise<Map<string, ReviewMode>> {
  const rows = await db.selectFrom('site_review_policy').select(['platform', 'mode']).execute();
  return new Map(rows.map((row) => [row.platform, row.mode]));
}

export async function reviewModeOf(db: Executor, platform: string): Promise<ReviewMode> {
  const row = await db
    .selectFrom('site_review_policy')
    .select('mode')
    .where('platform', '=', platform)
    .executeTakeFirst();
  return row?.mode ?? 'off';
}

export async function setReviewMode(db: Executor, platform: string, mode: ReviewMode, at: string) {
  await db
    .insertInto('site_review_policy')
    .values({ platform, mode, updated_at: at })
    .onConflict((conflict) => conflict.column('platform').doUpdateSet({ mode, updated_at: at }))
    .execute();
}

/** The record's open request (未提交, 待审核 or 已退回), at most one. */
export const openRequestOf = (db: Executor, entity: string, recordId: number) =>
  db
    .selectFrom('review_request')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('state', 'in', OPEN_REVIEW_STATES)
    .executeTakeFirst();

export const findRequest = (db: Executor, id: number) =>
  db.selectFrom('review_request').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertRequest(db: Executor, row: Insertable<ReviewRequestTable>): Promise<number> {
  const inserted = await db
    .insertInto('review_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Changes a request if it is still in one of `from`: true for the one caller that did (two
 * reviewers deciding at once cannot both).
 */
export async function updateRequest(
  db: Executor,
  id: number,
  from: readonly ReviewState[],
  values: Updateable<ReviewRequestTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('review_request')
    .set(values)
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A page of requests, newest change first: those of `sites` (the sites the caller reviews), or,
 * with `authorId`, the caller's own on any site.
 */
export function listRequests(
  db: Executor,
  filters: { sites: readonly string[]; authorId?: number; state: ReviewState },
  page: PageRequest,
): Promise<PageOf<ReviewRequestRow>> {
  let query = db
    .selectFrom('review_request')
    .where('state', '=', filters.state)
    .where('platform', 'in', sitesOrNone(filters.sites));
  if (filters.authorId !== undefined) query = query.where('author_id', '=', filters.authorId);
  return pageOf(
    query,
    (found) => found.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
    page,
  );
}

/** How many requests are in `state`: of `sites`, other than `exceptAuthor`'s; or of `authorId`. */
export async function countRequests(
  db: Executor,
  filters: { state: ReviewState; sites?: readonly string[]; authorId?: number; exceptAuthor?: number },
): Promise<number> {
  let query = db
    .selectFrom('review_request')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('state', '=', filters.state);
  if (filters.sites) query = query.where('platform', 'in', sitesOrNone(filters.sites));
  if (filters.authorId !== undefined) query = query.where('author_id', '=', filters.authorId);
  if (filters.exceptAuthor !== undefined)
    query = query.where((eb) =>
      eb.or([eb('author_id', 'is', null), eb('author_id', '!=', filters.exceptAuthor!)]),
    );
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}
