import { Type, type Static } from 'typebox';
import { AdLawOverride } from './ad-law';
import { COLLECTIONS, type Collection } from './collections';
import { Id, messages, NullableInteger, NullableString, Platform, StaffPageQuery, Text } from './common';
import { PLATFORMS } from './platform';
import { RevisionFieldChange } from './revision';
import { can, type RoleGrant } from './roles';

/**
 * Review before publishing (issue 37 item 2). A site's review mode decides whose changes to what
 * the public sees of it (content, menus, banners, settings: the collections marked `reviewed`)
 * wait for a reviewer:
 * - a record the public does not see (a draft, a hidden menu or banner) is saved as usual, but
 *   making it public is a submission (提交审核);
 * - a change to a record the public sees is kept as a proposed change (待审修改): the public goes
 *   on seeing the published version until a reviewer approves (通过并发布) or returns it (退回)
 *   with a comment the author reads.
 * Calls under /api/cms/web/review (server/src/routes/api/cms/web/review-admin.ts).
 */

/** Who must submit on a site: nobody, the roles without `review`, or everyone (a second pair of eyes). */
export const REVIEW_MODES = {
  off: '无需审核（保存即发布）',
  others: '撰稿人、编辑的修改需审核人通过',
  all: '所有修改均需另一位审核人通过',
} as const;
export type ReviewMode = keyof typeof REVIEW_MODES;
export const REVIEW_MODE_NAMES = Object.keys(REVIEW_MODES) as ReviewMode[];

/**
 * Whether the grants' holder must submit changes on a site of this mode (else they publish
 * directly). The console draws 提交审核 with it, the server keeps the change with it.
 */
export const mustSubmit = (mode: ReviewMode, grants: readonly RoleGrant[], site: Platform): boolean =>
  mode === 'all' || (mode === 'others' && !can(grants, 'review', site));

/** Whether the holder may approve a submission of `authorId` on a site of this mode. */
export const mayApprove = (
  mode: ReviewMode,
  grants: readonly RoleGrant[],
  site: Platform,
  staffId: number,
  authorId: number | null,
): boolean => can(grants, 'review', site) && !(mode === 'all' && authorId === staffId);

/** The collections whose changes are reviewed (their definitions say so). */
export type ReviewedCollection = Extract<Collection, { reviewed: true }>;
export type ReviewedEntity = ReviewedCollection['key'];
export const REVIEWED_ENTITIES = COLLECTIONS.filter(
  (collection): collection is ReviewedCollection => collection.reviewed,
).map((collection) => collection.key);
export const isReviewedEntity = (entity: string): entity is ReviewedEntity =>
  (REVIEWED_ENTITIES as readonly string[]).includes(entity);

export const ReviewedEntityName = Type.Enum(
  REVIEWED_ENTITIES,
  messages({ missing: '请指定记录类型', invalid: '该类记录无需审核' }),
);

/**
 * Where a request stands: 未提交 (saved by its author, not yet submitted), 待审核, 已退回 (with
 * the reviewer's comment; the author changes it and submits again), 已通过 (published), 已撤销.
 */
export const REVIEW_STATES = {
  draft: '未提交',
  pending: '待审核',
  returned: '已退回',
  approved: '已通过',
  withdrawn: '已撤销',
} as const;
export type ReviewState = keyof typeof REVIEW_STATES;
export const REVIEW_STATE_NAMES = Object.keys(REVIEW_STATES) as ReviewState[];
/** The states of a request still open (one per record at most). */
export const OPEN_REVIEW_STATES = ['draft', 'pending', 'returned'] as const satisfies readonly ReviewState[];

/** What a request asks: publish a record the public does not see yet, or change one it sees. */
export const REVIEW_KINDS = { publish: '发布', change: '修改' } as const;
export type ReviewKind = keyof typeof REVIEW_KINDS;

const ReviewStateName = Type.Enum(REVIEW_STATE_NAMES, messages({ invalid: '审核状态不正确' }));
const ReviewModeName = Type.Enum(
  REVIEW_MODE_NAMES,
  messages({ missing: '请选择审核方式', invalid: '审核方式不正确' }),
);

export const ReviewItem = Type.Object({
  id: Type.Integer(),
  entity: ReviewedEntityName,
  recordId: Type.Integer(),
  platform: Platform,
  /** The record's name or title as proposed. */
  name: Type.String(),
  kind: Type.Enum(Object.keys(REVIEW_KINDS) as ReviewKind[]),
  state: ReviewStateName,
  authorId: NullableInteger,
  authorName: Type.String(),
  /** ISO 8601 (UTC): when it was last submitted. */
  submittedAt: NullableString,
  reviewerName: NullableString,
  decidedAt: NullableString,
  /** The reviewer's comment on a return (the author reads it on the edit screen). */
  comment: NullableString,
  updatedAt: Type.String(),
});
export type ReviewItem = Static<typeof ReviewItem>;

/**
 * GET …/review/list: requests of the sites the caller reviews (`mine`: the caller's own, on
 * any site); `state` default 待审核.
 */
export const ReviewListQuery = Type.Object({
  platform: Type.Optional(Platform),
  state: Type.Optional(ReviewStateName),
  mine: Type.Optional(Type.Boolean(messages({ invalid: 'mine 应为 true 或 false' }))),
  ...StaffPageQuery,
});
export type ReviewListQuery = Static<typeof ReviewListQuery>;

/** GET …/review/getSummary, the console home's counts: waiting for the caller's review, and the caller's own returned and unsubmitted. */
export const ReviewSummary = Type.Object({
  pending: Type.Integer(),
  returned: Type.Integer(),
  drafts: Type.Integer(),
});
export type ReviewSummary = Static<typeof ReviewSummary>;

/** One request with what it changes: each field as published and as proposed. */
export const ReviewDetails = Type.Object({
  ...ReviewItem.properties,
  fields: Type.Array(RevisionFieldChange),
  /** Whether the public sees the record now (its published version is the comparison's left side). */
  published: Type.Boolean(),
  /** The proposed publish time when it is in the future (通过 then publishes at that time). */
  scheduledAt: NullableString,
  /** Whether the caller may approve or return it; when not, `approveRefusal` says why. */
  canDecide: Type.Boolean(),
  approveRefusal: NullableString,
});
export type ReviewDetails = Static<typeof ReviewDetails>;

export const ReviewIdQuery = Type.Object({ id: Id('审核编号不正确', '请提供审核编号') });
export type ReviewIdQuery = Static<typeof ReviewIdQuery>;

/**
 * GET …/review/detailsOfRecord: the record's open request (null when none) and the site's mode.
 * A record by its id, or a site's settings (one record per site) by `platform`.
 */
export const ReviewOfRecordQuery = Type.Object({
  entity: ReviewedEntityName,
  recordId: Type.Optional(Id('记录编号不正确', '请提供记录编号')),
  platform: Type.Optional(Platform),
});
export type ReviewOfRecordQuery = Static<typeof ReviewOfRecordQuery>;

export const RecordReview = Type.Object({
  recordId: Type.Integer(),
  mode: ReviewModeName,
  /** Whether the caller's changes to this record wait for review. */
  mustSubmit: Type.Boolean(),
  open: Type.Union([ReviewItem, Type.Null()]),
});
export type RecordReview = Static<typeof RecordReview>;

/** POST …/review/submit: the record's proposed change (or, for a draft, its publication) goes to review. */
export const ReviewSubmitBody = Type.Object({
  entity: ReviewedEntityName,
  recordId: Id('记录编号不正确', '请提供记录编号'),
  adLawOverride: AdLawOverride,
});
export type ReviewSubmitBody = Static<typeof ReviewSubmitBody>;

/** PUT …/review/pass: publish as proposed, `now` or at the proposed (future) publish time. */
export const ReviewApproveBody = Type.Object({
  id: Id('审核编号不正确', '请提供审核编号'),
  publish: Type.Optional(
    Type.Enum(['now', 'scheduled'], messages({ invalid: '发布方式应为立即发布或按计划时间发布' })),
  ),
  adLawOverride: AdLawOverride,
});
export type ReviewApproveBody = Static<typeof ReviewApproveBody>;

/** PUT …/review/deny: back to its author with what to change. */
export const ReviewReturnBody = Type.Object({
  id: Id('审核编号不正确', '请提供审核编号'),
  comment: Text(
    1,
    500,
    { missing: '请填写退回意见', invalid: '退回意见为 1 到 500 个字符' },
    { title: '退回意见' },
  ),
});
export type ReviewReturnBody = Static<typeof ReviewReturnBody>;

/** GET …/review/listPolicy: every site's mode (any staff member reads it: the console draws by it). */
export const ReviewPolicy = Type.Object({ platform: Platform, mode: ReviewModeName });
export type ReviewPolicy = Static<typeof ReviewPolicy>;

/** PUT …/review/updatePolicy: a site's mode (needs both 站点设置 and 审核与发布 on that site). */
export const ReviewPolicyBody = ReviewPolicy;
export type ReviewPolicyBody = Static<typeof ReviewPolicyBody>;

/** Every site, off until staff turn review on (today's flow stays). */
export const DEFAULT_REVIEW_POLICY: ReviewPolicy[] = PLATFORMS.map((platform) => ({ platform, mode: 'off' }));
