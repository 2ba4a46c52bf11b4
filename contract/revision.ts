import { Type, type Static } from 'typebox';
import { COLLECTIONS, type RevisionCollection } from './collections';
import { Id, messages, NullableInteger, NullableString, Platform, StaffPageQuery } from './common';

/**
 * Revisions (issue 25 item 2): every save of a record of these families keeps the record as
 * stored after it; staff list a record's revisions, compare two, and restore one (a new save).
 * Calls under /api/cms/web/revision (server/src/routes/api/cms/web/revision-admin.ts).
 */

/** The families whose saves keep revisions, by the entity their audit rows name (their definitions say so). */
export type RevisionEntity = RevisionCollection['key'];
const REVISION_COLLECTIONS = COLLECTIONS.filter(
  (collection): collection is RevisionCollection => collection.revisions,
);
export const REVISION_ENTITIES: readonly RevisionEntity[] = REVISION_COLLECTIONS.map(
  (collection) => collection.key,
);

/** One family's records as staff call them (in messages: 该内容, 该栏目 …). */
export const REVISION_ENTITY_NAMES = Object.fromEntries(
  REVISION_COLLECTIONS.map((collection) => [collection.key, collection.recordLabel]),
) as Record<RevisionEntity, string>;

export const RevisionEntityName = Type.Enum(
  REVISION_ENTITIES,
  messages({ missing: '请指定记录类型', invalid: '记录类型不正确' }),
);

/** How a revision came about: a save, a restore, or `baseline` (the record before its first kept revision). */
export const REVISION_ACTIONS = ['create', 'update', 'restore', 'baseline'] as const;
export const RevisionAction = Type.Enum(REVISION_ACTIONS);
export type RevisionAction = Static<typeof RevisionAction>;

/**
 * How the console shows a value: `text` as it is; `html` rich text (compared word by word);
 * `time` an ISO 8601 time (shown in China time); `platform` a platform key (shown by its name);
 * the server writes switches as 是 / 否 and lists as text.
 */
export const REVISION_VALUE_KINDS = ['text', 'html', 'time', 'platform'] as const;
export const RevisionValueKind = Type.Enum(REVISION_VALUE_KINDS);
export type RevisionValueKind = Static<typeof RevisionValueKind>;

/** A record's revisions: by its id, or (site settings, one record per platform) by its platform. */
export const RevisionListQuery = Type.Object({
  entity: RevisionEntityName,
  recordId: Type.Optional(Id('记录编号不正确', '请提供记录编号')),
  platform: Type.Optional(Platform),
  ...StaffPageQuery,
});
export type RevisionListQuery = Static<typeof RevisionListQuery>;

export const RevisionItem = Type.Object({
  id: Type.Integer(),
  entity: RevisionEntityName,
  recordId: Type.Integer(),
  version: Type.Integer(),
  action: RevisionAction,
  /** A restore's source version. */
  restoredFrom: NullableInteger,
  staffId: NullableInteger,
  staffName: NullableString,
  /** ISO 8601 (UTC). */
  at: Type.String(),
  /** The labels of the fields this save changed (empty for a creation and a baseline). */
  changedFields: Type.Array(Type.String()),
});
export type RevisionItem = Static<typeof RevisionItem>;

/** One revision; the entity is given too, so a revision of another family is refused. */
export const RevisionQuery = Type.Object({
  entity: RevisionEntityName,
  id: Id('版本编号不正确', '请提供版本编号'),
});
export type RevisionQuery = Static<typeof RevisionQuery>;

export const RevisionField = Type.Object({
  key: Type.String(),
  label: Type.String(),
  kind: RevisionValueKind,
  value: NullableString,
});
export type RevisionField = Static<typeof RevisionField>;

export const RevisionDetails = Type.Object({
  ...RevisionItem.properties,
  /** The record's name or title in this revision. */
  name: Type.String(),
  fields: Type.Array(RevisionField),
});
export type RevisionDetails = Static<typeof RevisionDetails>;

/** Two revisions of one record (`from` the older one as a rule; any order is taken). */
export const RevisionCompareQuery = Type.Object({
  entity: RevisionEntityName,
  from: Id('版本编号不正确', '请选择要对比的版本'),
  to: Id('版本编号不正确', '请选择要对比的版本'),
});
export type RevisionCompareQuery = Static<typeof RevisionCompareQuery>;

export const RevisionFieldChange = Type.Object({
  key: Type.String(),
  label: Type.String(),
  kind: RevisionValueKind,
  before: NullableString,
  after: NullableString,
  changed: Type.Boolean(),
});
export type RevisionFieldChange = Static<typeof RevisionFieldChange>;

export const RevisionComparison = Type.Object({
  entity: RevisionEntityName,
  recordId: Type.Integer(),
  from: RevisionItem,
  to: RevisionItem,
  fields: Type.Array(RevisionFieldChange),
});
export type RevisionComparison = Static<typeof RevisionComparison>;

export const RevisionRestoreBody = Type.Object({
  entity: RevisionEntityName,
  id: Id('版本编号不正确', '请选择要恢复的版本'),
});
export type RevisionRestoreBody = Static<typeof RevisionRestoreBody>;

/** What a restore answers: the record saved again and the revision that save made. */
export const RevisionRestored = Type.Object({
  recordId: Type.Integer(),
  version: Type.Integer(),
});
export type RevisionRestored = Static<typeof RevisionRestored>;
