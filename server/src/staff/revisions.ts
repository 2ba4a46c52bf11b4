import type { Action } from '@contract/roles';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { TObject, TSchema } from 'typebox';
import {
  type RevisionAction,
  type RevisionEntity,
  type RevisionField,
  type RevisionItem,
  type RevisionValueKind,
} from '@contract/revision';
import { fieldLabel } from '@contract/field-labels';
import type { Database } from '../db/database';
import { type ContentTable, findRow } from '../repositories/content-table';
import { insertRevision, latestRevision, pruneRevisions, type RevisionRow } from '../repositories/revision';
import { snakeCase } from '../repositories/row-mapping';
import { menuNamesOf } from '../repositories/site-menu';
import type { ReviewedSave } from './review';

/**
 * Revisions (issue 25 item 2). Every save of a content family's record goes through `saveRow`
 * (routes/api/cms/web/admin-common.ts), which calls `keepRevision` in the save's transaction: the
 * record as stored after the save, who and when, and the columns it changed, are kept as the
 * record's next version; versions older than the newest REVISIONS_KEPT are removed in the same
 * transaction. A record saved before revisions existed gets, at its first save, a `baseline`
 * revision of what it was, so its first change can be undone too.
 *
 * A family's save registers itself (`RevisionFamily`) so a restore is a new save through exactly
 * that code: the body is made from the revision's record and checked with the family's own body
 * schema, then saved as a staff member's save would be (sanitising, url policy, checks that read
 * the store), audited as `restore`.
 */

export type FamilySaveOptions = {
  restoredFrom?: number;
  approval?: Extract<ReviewedSave, { kind: 'approval' }>;
};

/** What a restore needs of a family: its save, the schema its body is checked with, and how to read its record. */
export type RevisionFamily = {
  entity: RevisionEntity;
  table: ContentTable;
  /** The save route's body schema. */
  body: TObject;
  /** Body properties that hold rich text (compared as HTML). */
  richFields: readonly string[];
  /** The column that names a record (title, name …). */
  label: string;
  /** The action (contract/roles.ts) of the family's save route: its revisions need it too, on the record's site. */
  can: Action;
  /**
   * The family's save, as its POST route runs it: `restoredFrom` makes its audit row a `restore`;
   * `approval`, an approved review request it applies (staff/review.ts).
   */
  save: (
    request: FastifyRequest,
    body: Record<string, unknown>,
    options?: FamilySaveOptions,
  ) => Promise<number>;
  /** Body fields a restore leaves out (the site setting's record is found by its platform, not an id). */
  withoutId?: boolean;
};

/** Save body properties that are no field of the record: its id, its place, a save's law override. */
const NOT_FIELDS = new Set(['id', 'sort', 'adLawOverride']);

/** Columns that are no field of the record as staff edit it. */
const NOT_COMPARED = new Set(['id', 'sort', 'created_at', 'updated_at']);

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export const snapshotOf = (row: RevisionRow): Record<string, unknown> =>
  parseJson<Record<string, unknown>>(row.snapshot, {});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The columns whose values differ between two stored rows (the id, sort and stamps left out). */
export function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !NOT_COMPARED.has(key) && !same(before[key], after[key]));
}

/**
 * Called by `saveRow` after the row is written: the record's next revision, in `trx`.
 * `before` is the row as it was (undefined for a creation).
 */
export async function keepRevision(
  trx: Transaction<Database>,
  request: FastifyRequest,
  spec: {
    entity: string;
    table: ContentTable;
    recordId: number;
    before: Record<string, unknown> | undefined;
    restoredFrom?: number;
  },
): Promise<void> {
  const { entity, table, recordId, before } = spec;
  const kept = request.server.config.revisionsKept;
  const at = new Date(request.server.clock.now()).toISOString();
  const after = (await findRow(trx, table, recordId)) as Record<string, unknown> | undefined;
  if (!after) return;
  let previous = (await latestRevision(trx, entity, recordId))?.version ?? 0;
  if (previous === 0 && before) {
    // The record is older than its revisions: keep what it was as version 1.
    previous = 1;
    await insertRevision(trx, {
      entity,
      record_id: recordId,
      version: previous,
      action: 'baseline',
      restored_from: null,
      staff_id: null,
      staff_name: null,
      at,
      snapshot: JSON.stringify(before),
      changed: '[]',
    });
  }
  const version = previous + 1;
  const action: RevisionAction = spec.restoredFrom !== undefined ? 'restore' : before ? 'update' : 'create';
  const staff = request.staff;
  await insertRevision(trx, {
    entity,
    record_id: recordId,
    version,
    action,
    restored_from: spec.restoredFrom ?? null,
    staff_id: staff?.id ?? null,
    staff_name: staff ? staff.displayName || staff.username : null,
    at,
    snapshot: JSON.stringify(after),
    changed: JSON.stringify(before ? changedColumns(before, after) : []),
  });
  if (version > kept) await pruneRevisions(trx, entity, recordId, version - kept + 1);
}

// ---- Reading revisions as staff see them ----

type FieldSpec = { key: string; column: string; label: string; kind: RevisionValueKind; schema: TSchema };

const isBoolean = (schema: TSchema) => (schema as { type?: unknown }).type === 'boolean';
const isStructured = (schema: TSchema) => {
  const type = (schema as { type?: unknown }).type;
  return type === 'array' || type === 'object';
};

/** Whether a schema takes null (`type: [..., 'null']`, or a union with Null). */
function acceptsNull(schema: TSchema): boolean {
  const { type, anyOf } = schema as { type?: unknown; anyOf?: TSchema[] };
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  return Array.isArray(anyOf) && anyOf.some(acceptsNull);
}

/** The family's fields as staff edit them: every save body property but the id and the sort. */
export function fieldsOf(family: RevisionFamily): FieldSpec[] {
  return Object.entries(family.body.properties as Record<string, TSchema>)
    .filter(([key]) => !NOT_FIELDS.has(key))
    .map(([key, schema]) => ({
      key,
      column: snakeCase(key),
      label: fieldLabel(family.entity, key),
      kind: family.richFields.includes(key)
        ? 'html'
        : key === 'platform'
          ? 'platform'
          : /Time$/.test(key)
            ? 'time'
            : 'text',
      schema,
    }));
}

/** A stored value in words: switches 是 / 否, lists and records as lines of text. */
function shown(field: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (isBoolean(field.schema)) return value === 1 || value === true ? '是' : '否';
  if (field.key === 'openType') return value === 'blank' ? '新窗口打开' : '当前窗口打开';
  if (isStructured(field.schema)) {
    const parsed = typeof value === 'string' ? parseJson<unknown>(value, value) : value;
    if (Array.isArray(parsed)) {
      return parsed
        .map((item) =>
          typeof item === 'object' && item !== null
            ? Object.values(item).map(String).join(' · ')
            : String(item),
        )
        .join('\n');
    }
    return JSON.stringify(parsed);
  }
  return String(value);
}

export function revisionFields(family: RevisionFamily, snapshot: Record<string, unknown>): RevisionField[] {
  return fieldsOf(family).map((field) => ({
    key: field.key,
    label: field.label,
    kind: field.kind,
    value: shown(field, snapshot[field.column]),
  }));
}

export function compareFields(
  family: RevisionFamily,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return fieldsOf(family).map((field) => {
    const from = shown(field, before[field.column]);
    const to = shown(field, after[field.column]);
    return {
      key: field.key,
      label: field.label,
      kind: field.kind,
      before: from,
      after: to,
      changed: from !== to,
    };
  });
}

export function revisionItem(family: RevisionFamily | undefined, row: RevisionRow): RevisionItem {
  const columns = parseJson<unknown>(row.changed, []);
  const fields = family ? fieldsOf(family) : [];
  const labelOf = (column: string) => fields.find((field) => field.column === column)?.label;
  return {
    id: row.id,
    entity: row.entity as RevisionEntity,
    recordId: row.record_id,
    version: row.version,
    action: row.action as RevisionAction,
    restoredFrom: row.restored_from,
    staffId: row.staff_id,
    staffName: row.staff_name,
    at: row.at,
    changedFields: Array.isArray(columns)
      ? columns.flatMap((column) => {
          const label = typeof column === 'string' ? labelOf(column) : undefined;
          return label ? [label] : [];
        })
      : [],
  };
}

/**
 * What a restore leaves as it is now: whether and when the record is on the site. Restoring an
 * earlier text must not take a live page off the site, nor publish a draft (WordPress's revisions
 * leave the post's status alone too); publishing stays a decision of its own.
 */
export const KEPT_ON_RESTORE = ['status', 'publishTime', 'endTime'] as const;

/**
 * The save body that puts the record back as the revision holds it: each body property from its
 * column (switches as booleans, lists parsed, a null left out where the body takes none), but
 * the publishing fields (KEPT_ON_RESTORE) from the record as it is now; the record's id (so the
 * save updates it), no sort (it keeps its place).
 */
export function restoreBody(
  family: RevisionFamily,
  snapshot: Record<string, unknown>,
  recordId: number,
  current: Record<string, unknown>,
) {
  const body: Record<string, unknown> = family.withoutId ? {} : { id: recordId };
  for (const field of fieldsOf(family)) {
    const kept = (KEPT_ON_RESTORE as readonly string[]).includes(field.key);
    let value = kept ? current[field.column] : snapshot[field.column];
    if (value === undefined) continue;
    if (isBoolean(field.schema)) value = value === 1 || value === true;
    else if (isStructured(field.schema) && typeof value === 'string')
      value = parseJson<unknown>(value, value);
    if (value === null && !acceptsNull(field.schema)) continue;
    body[field.key] = value;
  }
  return body;
}

/** The fields that name another record by its id: a content item's menu, a menu's parent. */
const MENU_REFERENCES = new Set(['menuId', 'parentId']);

/**
 * Fields as staff read them: a menu named by its name (职业技能培训), not its number; a menu
 * since deleted keeps its number with a note.
 */
export async function withMenuNames<F extends { key: string }>(
  db: Kysely<Database> | Transaction<Database>,
  fields: F[],
): Promise<F[]> {
  const ids = new Set<number>();
  const valuesOf = (field: F) =>
    (['value', 'before', 'after'] as const)
      .filter((slot) => slot in field)
      .map((slot) => [slot, field] as const);
  for (const field of fields) {
    if (!MENU_REFERENCES.has(field.key)) continue;
    for (const [slot] of valuesOf(field)) {
      const id = Number((field as Record<string, unknown>)[slot]);
      if (Number.isInteger(id) && id > 0) ids.add(id);
    }
  }
  if (ids.size === 0) return fields;
  const found = await menuNamesOf(db, [...ids]);
  const names = new Map([...found].map(([id, name]) => [String(id), name]));
  return fields.map((field) => {
    if (!MENU_REFERENCES.has(field.key)) return field;
    const named: Record<string, unknown> = { ...field };
    for (const [slot] of valuesOf(field)) {
      const value = named[slot];
      if (typeof value === 'string') named[slot] = names.get(value) ?? `已删除的栏目（编号 ${value}）`;
    }
    return named as F;
  });
}
