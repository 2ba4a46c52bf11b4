import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { CODE } from '@contract/codes';
import { collectionOf } from '@contract/collections';
import { isPlatform } from '@contract/platform';
import { isReviewedEntity, mustSubmit, type ReviewedEntity } from '@contract/review';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { ClientError } from '../lib/client-error';
import { badInput } from '../lib/content-input';
import { platformOfColumns } from '../repositories/content-table';
import { insertRequest, openRequestOf, reviewModeOf, updateRequest } from '../repositories/review-request';
import { changeSummary } from './audit-changes';
import { adLawTextsOf, requireAdLawClear } from './ad-law';

/**
 * Review before publishing (issue 37 item 2; contract/review.ts). Every save of a reviewed
 * collection's record ends in `saveRow` (routes/api/cms/web/admin-common.ts), which asks
 * `reviewGate` first:
 * - where the caller publishes directly (the site's mode lets them), the save is written; if
 *   the record is then public and its checked texts are new to the public, the advertising-law
 *   check must pass first (staff/ad-law.ts), or be overridden with a reason by a reviewer;
 * - where the caller must submit, a record the public does not see is saved as usual but stays
 *   unpublished, and a change to a record the public sees is kept as the caller's proposed
 *   change (review_request, 未提交) instead of written: the public keeps the published version.
 * An approval runs the proposed body through the record's own save again (its checks re-run on
 * the store as it is then); `after` marks the request approved in that save's transaction.
 */
export type ReviewedSave =
  /** A staff member's save (POST, restore): its body, kept as the proposed change when it must be. */
  | { kind: 'edit'; body: Record<string, unknown> }
  /** An approval applying a request: written, and `after` runs in the same transaction. */
  | { kind: 'approval'; after: (trx: Transaction<Database>, savedId: number) => Promise<void> };

/** Whether the public sees a record as stored (a setting always; the rest when published). */
export const isPublicRecord = (entity: ReviewedEntity, row: Record<string, unknown> | undefined): boolean =>
  row !== undefined && (entity === 'siteSetting' || row.status === 1);

export const reviewRequired = (message: string) => new ClientError(403, CODE.forbidden, message);

/** Body fields that are no part of the change itself. */
const NOT_PROPOSED = ['adLawOverride'];

const parse = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * A record's new open request. Two saves racing for one record: the unique index on its open
 * request lets one in, and the other is told in words (its transaction rolled back).
 */
export async function insertOpenRequest(
  trx: Transaction<Database>,
  request: FastifyRequest,
  spec: {
    entity: ReviewedEntity;
    recordId: number;
    platform: string;
    name: string;
    kind: 'publish' | 'change';
    body: Record<string, unknown>;
    proposed: Record<string, unknown>;
  },
): Promise<number> {
  const staff = request.staff!;
  const at = new Date(request.server.clock.now()).toISOString();
  try {
    return await insertRequest(trx, {
      entity: spec.entity,
      record_id: spec.recordId,
      platform: spec.platform,
      name: spec.name,
      kind: spec.kind,
      state: 'draft',
      body: JSON.stringify(spec.body),
      proposed: JSON.stringify(spec.proposed),
      author_id: staff.id,
      author_name: staff.displayName || staff.username,
      submitted_at: null,
      reviewer_id: null,
      reviewer_name: null,
      decided_at: null,
      comment: null,
      created_at: at,
      updated_at: at,
    });
  } catch (error) {
    const what = collectionOf(spec.entity).recordLabel;
    if (isUniqueViolation(error)) throw badInput(`该${what}刚刚有了他人的待审修改，请刷新后再试`);
    throw error;
  }
}

export const proposedColumns = (row: { proposed: string }) => parse(row.proposed);
export const proposedBody = (row: { body: string }) => parse(row.body);

const sameTexts = (entity: ReviewedEntity, a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(adLawTextsOf(entity, a)) === JSON.stringify(adLawTextsOf(entity, b));

/** What `saveRow` does with a save: write it, or answer the id of the record whose change was kept. */
export async function reviewGate(
  trx: Transaction<Database>,
  request: FastifyRequest,
  spec: {
    entity: string;
    before: Record<string, unknown> | undefined;
    values: Record<string, unknown>;
    review: ReviewedSave | undefined;
  },
): Promise<{ write: true } | { write: false; recordId: number }> {
  const { entity, before, values, review } = spec;
  const staff = request.staff;
  if (!isReviewedEntity(entity) || review?.kind === 'approval' || !staff) return { write: true };
  const after = { ...before, ...values };
  const site = await platformOfColumns(trx, after);
  if (!isPlatform(site)) return { write: true };
  const publicBefore = isPublicRecord(entity, before);
  const publicAfter = isPublicRecord(entity, after) || (entity === 'siteSetting' && before === undefined);
  const recordId = typeof before?.id === 'number' ? before.id : null;
  const mode = await reviewModeOf(trx, site);
  if (!mustSubmit(mode, staff.roles, site)) {
    // Published directly: the law's check when the public is about to read texts it has not.
    if (publicAfter && !(publicBefore && before && sameTexts(entity, before, after))) {
      const override = review?.body.adLawOverride;
      await requireAdLawClear(trx, request, {
        entity,
        platform: site,
        recordId,
        texts: adLawTextsOf(entity, after),
        override: typeof override === 'string' ? override : undefined,
      });
    }
    return { write: true };
  }
  const what = collectionOf(entity).recordLabel;
  if (!publicBefore) {
    if (publicAfter) throw reviewRequired(`本站发布需审核：请先保存为草稿，再提交审核（${what}未保存）`);
    // A draft changed after its publication was submitted: the reviewer would approve what
    // they did not see, so it waits for a new submission.
    if (recordId !== null) {
      const open = await openRequestOf(trx, entity, recordId);
      if (open?.state === 'pending')
        await updateRequest(trx, open.id, ['pending'], {
          state: 'draft',
          updated_at: new Date(request.server.clock.now()).toISOString(),
        });
    }
    return { write: true };
  }
  // A published record: a bulk change, a sort or a removal cannot wait as a proposal.
  if (review?.kind !== 'edit' || recordId === null)
    throw reviewRequired(`本站发布需审核：已发布的${what}请逐条修改后提交审核，未做任何修改`);
  const open = await openRequestOf(trx, entity, recordId);
  if (open && open.author_id !== staff.id)
    throw badInput(`该${what}已有${open.author_name}的待审修改，请等审核结束后再修改`);
  const body = Object.fromEntries(Object.entries(review.body).filter(([key]) => !NOT_PROPOSED.includes(key)));
  const at = new Date(request.server.clock.now()).toISOString();
  const label = collectionOf(entity).nameColumn;
  const proposed = { ...(open ? proposedColumns(open) : {}), ...values };
  const name = String(proposed[label] ?? before?.[label] ?? '');
  if (open) {
    await updateRequest(trx, open.id, [open.state], {
      body: JSON.stringify({ ...proposedBody(open), ...body }),
      proposed: JSON.stringify(proposed),
      name,
      // Changed while waiting: submitted again before a reviewer sees it.
      state: open.state === 'pending' ? 'draft' : open.state,
      updated_at: at,
    });
  } else {
    await insertOpenRequest(trx, request, {
      entity,
      recordId,
      platform: site,
      name,
      kind: 'change',
      body,
      proposed,
    });
  }
  await request.server.audit.record(trx, request, {
    entity,
    entityId: recordId,
    action: 'propose',
    summary: await changeSummary(trx, before, values),
    platform: site,
  });
  return { write: false, recordId };
}

/**
 * Refuses a removal or a reorder of public records where the caller must submit: neither can
 * wait as a proposal.
 */
export async function requireDirectChange(
  trx: Transaction<Database>,
  request: FastifyRequest,
  entity: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const staff = request.staff;
  if (!isReviewedEntity(entity) || !staff) return;
  for (const row of rows) {
    if (!isPublicRecord(entity, row)) continue;
    const site = await platformOfColumns(trx, row);
    if (!isPlatform(site)) continue;
    if (mustSubmit(await reviewModeOf(trx, site), staff.roles, site))
      throw reviewRequired(
        `本站发布需审核：已发布的${collectionOf(entity).recordLabel}不能直接删除或调整顺序，请联系审核人`,
      );
  }
}

/**
 * The record as its author's open proposal would leave it, for the author's edit screen; the
 * record as stored for everyone else (and where there is none).
 */
export async function withOwnProposal<R extends Record<string, unknown>>(
  db: Kysely<Database>,
  request: FastifyRequest,
  entity: string,
  row: R,
): Promise<R> {
  if (!isReviewedEntity(entity) || !request.staff || typeof row.id !== 'number') return row;
  const open = await openRequestOf(db, entity, row.id);
  if (!open || open.kind !== 'change' || open.author_id !== request.staff.id) return row;
  return { ...row, ...proposedColumns(open) };
}
