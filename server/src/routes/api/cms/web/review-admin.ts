import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CODE } from '@contract/codes';
import { collectionOf } from '@contract/collections';
import { Page, type Platform } from '@contract/common';
import { isPlatform, PLATFORM_NAMES, PLATFORMS } from '@contract/platform';
import {
  mayApprove,
  mustSubmit,
  RecordReview,
  REVIEW_STATES,
  ReviewApproveBody,
  ReviewDetails,
  ReviewIdQuery,
  ReviewItem,
  ReviewListQuery,
  ReviewOfRecordQuery,
  ReviewPolicy,
  ReviewPolicyBody,
  ReviewReturnBody,
  ReviewSubmitBody,
  ReviewSummary,
  type ReviewedEntity,
  type ReviewMode,
} from '@contract/review';
import { ClientError } from '../../../../lib/client-error';
import { badInput, notFound } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { validationMessage } from '../../../../lib/validation-messages';
import { requireSite, sitesOf, staffOf } from '../../../../plugins/app/staff-auth';
import { findRow, platformOfColumns } from '../../../../repositories/content-table';
import { settingOf } from '../../../../repositories/site-setting';
import {
  countRequests,
  findRequest,
  listRequests,
  openRequestOf,
  reviewModeOf,
  reviewModes,
  setReviewMode,
  updateRequest,
  type ReviewRequestRow,
} from '../../../../repositories/review-request';
import { adLawTextsOf, requireAdLawClear } from '../../../../staff/ad-law';
import { compareFields, restoreBody, type RevisionFamily, withMenuNames } from '../../../../staff/revisions';
import { insertOpenRequest, isPublicRecord, proposedBody, proposedColumns } from '../../../../staff/review';
import { actionOf, requireRecordSite } from './admin-common';

/** Whoever edits what the public sees of some site, or reviews it: the review calls' guard. */
const REVIEW_ACCESS = { access: { can: ['content', 'structure', 'settings', 'review'] } } as const;
/** Deciding, and setting a site's mode: reviewers only. */
const REVIEWERS = { access: { can: 'review' } } as const;

const toItem = (row: ReviewRequestRow): ReviewItem => ({
  id: row.id,
  entity: row.entity as ReviewedEntity,
  recordId: row.record_id,
  platform: row.platform as Platform,
  name: row.name,
  kind: row.kind,
  state: row.state,
  authorId: row.author_id,
  authorName: row.author_name,
  submittedAt: row.submitted_at,
  reviewerName: row.reviewer_name,
  decidedAt: row.decided_at,
  comment: row.comment,
  updatedAt: row.updated_at,
});

/**
 * /api/cms/web/review, back office (issue 37 item 2; contract/review.ts, staff/review.ts): each
 * site's review mode (listPolicy, updatePolicy); the queue and the caller's own requests (list,
 * getSummary); one request compared with the published record (details) and a record's open one
 * (detailsOfRecord); submit, pass (通过并发布), deny (退回, with a comment), withdraw. Every
 * step is a row of the trail on the record (its 操作记录) and of the site.
 */
const reviewAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, clock } = fastify;
  const now = () => new Date(clock.now()).toISOString();

  const familyOf = (entity: string): RevisionFamily => {
    const family = fastify.revisionFamilies.get(entity as ReviewedEntity);
    if (!family) throw badInput('该类记录无需审核');
    return family;
  };

  const requestOf = async (id: number) => {
    const row = await findRequest(db, id);
    if (!row) throw notFound('审核记录不存在');
    return row;
  };

  /** Reviewers of the request's site and its author read it; the author only on a site they still edit. */
  const requireReader = (request: FastifyRequest, row: ReviewRequestRow) => {
    const staff = staffOf(request);
    const site = row.platform as Platform;
    const action = actionOf(row.entity);
    if (sitesOf(request, 'review').includes(site)) return;
    if (row.author_id === staff.id && isPlatform(site)) {
      requireSite(request, action as Parameters<typeof requireSite>[1], site);
      return;
    }
    requireSite(request, 'review', site);
  };

  /**
   * A pending request the caller may decide (通过 or 退回): a reviewer of its site, and not its
   * author where the site's mode asks for another's eyes.
   */
  const requireDecider = async (request: FastifyRequest, row: ReviewRequestRow, verb: string) => {
    const staff = staffOf(request);
    const site = row.platform as Platform;
    requireSite(request, 'review', site);
    if (row.state !== 'pending') throw badInput(`该修改${REVIEW_STATES[row.state]}，不能${verb}`);
    const mode = await reviewModeOf(db, site);
    if (!mayApprove(mode, staff.roles, site, staff.id, row.author_id))
      throw new ClientError(403, CODE.forbidden, '本站要求由另一位审核人审核：不能审核自己提交的修改');
    return {
      staff,
      site,
      decidedBy: { reviewer_id: staff.id, reviewer_name: staff.displayName || staff.username },
    };
  };

  /** The record as published and as the request would leave it. */
  const versionsOf = async (row: ReviewRequestRow) => {
    const family = familyOf(row.entity);
    const live = (await findRow(db, family.table, row.record_id)) as Record<string, unknown> | undefined;
    const proposed: Record<string, unknown> =
      row.kind === 'publish' ? { ...live, status: 1 } : { ...live, ...proposedColumns(row) };
    return { family, live, proposed };
  };

  fastify.get(
    '/listPolicy',
    { config: REVIEW_ACCESS, schema: { response: responses(Type.Array(ReviewPolicy)) } },
    async () => {
      const modes = await reviewModes(db);
      return ok(PLATFORMS.map((platform) => ({ platform, mode: modes.get(platform) ?? 'off' })));
    },
  );

  fastify.put(
    '/updatePolicy',
    { config: REVIEWERS, schema: { body: ReviewPolicyBody, response: responses(Type.Null()) } },
    async (request) => {
      const { platform, mode } = request.body;
      // Who decides how a site publishes: someone who keeps its settings and reviews it.
      requireSite(request, 'settings', platform);
      requireSite(request, 'review', platform);
      await db.transaction().execute(async (trx) => {
        const before = await reviewModeOf(trx, platform);
        if (before === mode) return;
        await setReviewMode(trx, platform, mode, now());
        await fastify.audit.record(trx, request, {
          entity: 'reviewPolicy',
          entityId: platform,
          action: 'update',
          summary: { mode: { from: before, to: mode } },
          platform,
        });
      });
      return ok(null);
    },
  );

  fastify.get(
    '/list',
    {
      config: REVIEW_ACCESS,
      schema: { querystring: ReviewListQuery, response: responses(Page(ReviewItem)) },
    },
    async (request) => {
      const { pageNum, pageSize, platform, state = 'pending', mine = false } = request.query;
      const staff = staffOf(request);
      let sites: Platform[];
      if (mine) sites = platform ? [platform] : [...PLATFORMS];
      else if (platform) {
        requireSite(request, 'review', platform);
        sites = [platform];
      } else sites = sitesOf(request, 'review');
      const page = await listRequests(
        db,
        { sites, state, ...(mine && { authorId: staff.id }) },
        { pageNum, pageSize },
      );
      return ok({ total: page.total, pageList: page.pageList.map(toItem) });
    },
  );

  fastify.get(
    '/getSummary',
    { config: REVIEW_ACCESS, schema: { response: responses(ReviewSummary) } },
    async (request) => {
      const staff = staffOf(request);
      const reviewed = sitesOf(request, 'review');
      const [pending, returned, drafts] = await Promise.all([
        reviewed.length > 0
          ? countRequests(db, { state: 'pending', sites: reviewed, exceptAuthor: staff.id })
          : 0,
        countRequests(db, { state: 'returned', authorId: staff.id }),
        countRequests(db, { state: 'draft', authorId: staff.id }),
      ]);
      return ok({ pending, returned, drafts });
    },
  );

  fastify.get(
    '/details',
    { config: REVIEW_ACCESS, schema: { querystring: ReviewIdQuery, response: responses(ReviewDetails) } },
    async (request) => {
      const row = await requestOf(request.query.id);
      requireReader(request, row);
      const staff = staffOf(request);
      const { family, live, proposed } = await versionsOf(row);
      const published = isPublicRecord(row.entity as ReviewedEntity, live);
      const mode = await reviewModeOf(db, row.platform);
      const site = row.platform as Platform;
      const publishTime = typeof proposed.publish_time === 'string' ? proposed.publish_time : null;
      const scheduledAt = publishTime !== null && Date.parse(publishTime) > clock.now() ? publishTime : null;
      let approveRefusal: string | null = null;
      if (row.state !== 'pending') approveRefusal = `该修改${REVIEW_STATES[row.state]}`;
      else if (!live) approveRefusal = '该记录已删除';
      else if (!mayApprove(mode, staff.roles, site, staff.id, row.author_id))
        approveRefusal =
          row.author_id === staff.id
            ? '本站要求由另一位审核人审核：不能审核自己提交的修改'
            : '无权审核该站点的修改';
      return ok({
        ...toItem(row),
        fields: await withMenuNames(db, compareFields(family, published && live ? live : {}, proposed)),
        published,
        scheduledAt,
        canDecide: approveRefusal === null,
        approveRefusal,
      });
    },
  );

  fastify.get(
    '/detailsOfRecord',
    {
      config: REVIEW_ACCESS,
      schema: { querystring: ReviewOfRecordQuery, response: responses(RecordReview) },
    },
    async (request) => {
      const { entity, recordId, platform } = request.query;
      const family = familyOf(entity);
      const record =
        recordId !== undefined
          ? await findRow(db, family.table, recordId)
          : entity === 'siteSetting' && platform
            ? await settingOf(db, platform)
            : undefined;
      if (!record) throw notFound(`${collectionOf(entity).recordLabel}不存在`);
      await requireRecordSite(db, request, entity, record);
      const site = (await platformOfColumns(db, record)) as Platform;
      const mode = await reviewModeOf(db, site);
      const open = await openRequestOf(db, entity, record.id);
      return ok({
        recordId: record.id,
        mode,
        mustSubmit: mustSubmit(mode, staffOf(request).roles, site),
        open: open ? toItem(open) : null,
      });
    },
  );

  fastify.post(
    '/submit',
    { config: REVIEW_ACCESS, schema: { body: ReviewSubmitBody, response: responses(ReviewItem) } },
    async (request) => {
      const { entity, recordId, adLawOverride } = request.body;
      const staff = staffOf(request);
      const family = familyOf(entity);
      const what = collectionOf(entity).recordLabel;
      const answer = await db.transaction().execute(async (trx) => {
        const record = (await findRow(trx, family.table, recordId)) as Record<string, unknown> | undefined;
        if (!record) throw notFound(`${what}不存在`);
        await requireRecordSite(trx, request, entity, record);
        const site = (await platformOfColumns(trx, record)) as Platform;
        const mode: ReviewMode = await reviewModeOf(trx, site);
        if (!mustSubmit(mode, staff.roles, site))
          throw badInput(`「${PLATFORM_NAMES[site]}」无需审核，可直接发布`);
        const at = now();
        let open = await openRequestOf(trx, entity, recordId);
        if (open && open.author_id !== staff.id)
          throw badInput(`该${what}已有${open.author_name}的待审修改，请等审核结束后再提交`);
        if (open?.state === 'pending') throw badInput(`该${what}已提交审核，请等待审核结果`);
        if (!open) {
          if (isPublicRecord(entity, record)) throw badInput(`该${what}没有待提交的修改`);
          const id = await insertOpenRequest(trx, request, {
            entity,
            recordId,
            platform: site,
            name: String(record[collectionOf(entity).nameColumn] ?? ''),
            kind: 'publish',
            body: { status: true },
            proposed: { status: 1 },
          });
          open = (await findRequest(trx, id))!;
        }
        const proposed =
          open.kind === 'publish' ? { ...record, status: 1 } : { ...record, ...proposedColumns(open) };
        // Stopped here with the law's reasons: the author rewrites, or a reviewer passes it with a reason.
        await requireAdLawClear(trx, request, {
          entity,
          platform: site,
          recordId,
          texts: adLawTextsOf(entity, proposed),
          override: adLawOverride,
        });
        await updateRequest(trx, open.id, [open.state], {
          state: 'pending',
          submitted_at: at,
          updated_at: at,
        });
        await fastify.audit.record(trx, request, {
          entity,
          entityId: recordId,
          action: 'submit',
          summary: { name: open.name, kind: open.kind },
          platform: site,
        });
        return toItem((await findRequest(trx, open.id))!);
      });
      return ok(answer);
    },
  );

  /** The save body an approval runs through the record's save, checked with the family's schema. */
  const approvalBody = (
    request: FastifyRequest,
    family: RevisionFamily,
    row: ReviewRequestRow,
    live: Record<string, unknown>,
    publishNow: boolean,
  ) => {
    // A publication saves the record as it is, published; a change, the fields its author sent.
    const body: Record<string, unknown> =
      row.kind === 'publish'
        ? { ...restoreBody(family, live, row.record_id, live), status: true }
        : { ...proposedBody(row), ...(!family.withoutId && { id: row.record_id }) };
    const schemaProperties = family.body.properties as Record<string, unknown>;
    // 立即发布 brings a future publish time forward; an item already due keeps its own.
    const proposedTime =
      row.kind === 'publish' ? live.publish_time : (proposedColumns(row).publish_time ?? live.publish_time);
    const scheduled = typeof proposedTime === 'string' && Date.parse(proposedTime) > clock.now();
    if (publishNow && scheduled && 'publishTime' in schemaProperties) body.publishTime = now();
    const validate = request.compileValidationSchema(family.body);
    if (!validate(body)) {
      const [first] = validate.errors ?? [];
      throw badInput(
        `无法发布：${first ? validationMessage(first as Parameters<typeof validationMessage>[0]) : '内容不符合要求'}`,
      );
    }
    return body;
  };

  fastify.put(
    '/pass',
    { config: REVIEWERS, schema: { body: ReviewApproveBody, response: responses(ReviewItem) } },
    async (request) => {
      const { id, publish = 'scheduled', adLawOverride } = request.body;
      const row = await requestOf(id);
      const { site, decidedBy } = await requireDecider(request, row, '审核');
      const family = familyOf(row.entity);
      const entity = row.entity as ReviewedEntity;
      const live = (await findRow(db, family.table, row.record_id)) as Record<string, unknown> | undefined;
      if (!live) throw badInput(`该${collectionOf(entity).recordLabel}已删除，无法发布`);
      const body = approvalBody(request, family, row, live, publish === 'now');
      const at = now();
      await family.save(request, body, {
        approval: {
          kind: 'approval',
          after: async (trx, savedId) => {
            const saved = (await findRow(trx, family.table, savedId)) as Record<string, unknown>;
            await requireAdLawClear(trx, request, {
              entity,
              platform: site,
              recordId: savedId,
              texts: adLawTextsOf(entity, saved),
              override: adLawOverride,
            });
            const decided = await updateRequest(trx, row.id, ['pending'], {
              state: 'approved',
              ...decidedBy,
              decided_at: at,
              updated_at: at,
            });
            // Another reviewer decided first: this save is rolled back with the refusal.
            if (!decided) throw badInput('该修改已由他人审核');
            await fastify.audit.record(trx, request, {
              entity,
              entityId: row.record_id,
              action: 'approve',
              summary: { name: row.name, author: row.author_name, publish },
              platform: site,
            });
          },
        },
      });
      return ok(toItem((await findRequest(db, row.id))!));
    },
  );

  fastify.put(
    '/deny',
    { config: REVIEWERS, schema: { body: ReviewReturnBody, response: responses(ReviewItem) } },
    async (request) => {
      const { id } = request.body;
      const comment = request.body.comment.trim();
      if (comment === '') throw badInput('请填写退回意见', 'comment');
      const row = await requestOf(id);
      const { site, decidedBy } = await requireDecider(request, row, '退回');
      const at = now();
      await db.transaction().execute(async (trx) => {
        const decided = await updateRequest(trx, row.id, ['pending'], {
          state: 'returned',
          comment,
          ...decidedBy,
          decided_at: at,
          updated_at: at,
        });
        if (!decided) throw badInput('该修改已由他人审核');
        await fastify.audit.record(trx, request, {
          entity: row.entity,
          entityId: row.record_id,
          action: 'return',
          summary: { name: row.name, author: row.author_name, comment },
          platform: site,
        });
      });
      return ok(toItem((await findRequest(db, row.id))!));
    },
  );

  fastify.put(
    '/withdraw',
    { config: REVIEW_ACCESS, schema: { body: ReviewIdQuery, response: responses(ReviewItem) } },
    async (request) => {
      const staff = staffOf(request);
      const row = await requestOf(request.body.id);
      const site = row.platform as Platform;
      // Its author takes it back; a reviewer of the site may discard it too.
      if (row.author_id !== staff.id) requireSite(request, 'review', site);
      else requireReader(request, row);
      if (row.state === 'approved' || row.state === 'withdrawn')
        throw badInput(`该修改${REVIEW_STATES[row.state]}，不能撤销`);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const done = await updateRequest(trx, row.id, ['draft', 'pending', 'returned'], {
          state: 'withdrawn',
          updated_at: at,
        });
        if (!done) throw badInput('该修改已由他人处理');
        await fastify.audit.record(trx, request, {
          entity: row.entity,
          entityId: row.record_id,
          action: 'withdraw',
          summary: { name: row.name },
          platform: site,
        });
      });
      return ok(toItem((await findRequest(db, row.id))!));
    },
  );
};

export default reviewAdminRoutes;
