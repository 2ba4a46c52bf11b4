import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import {
  IdQuery,
  Page,
  Saved,
  SortBody,
  type PageOf,
  type Platform,
  type PlatformQuery,
} from '@contract/common';
import { collectionOf, type CollectionKey } from '@contract/collections';
import { isPlatform, PLATFORMS } from '@contract/platform';
import { isSiteAction, type Action } from '@contract/roles';
import { requireSite, sitesOf } from '../../../../plugins/app/staff-auth';
import type { Database } from '../../../../db/database';
import type { PageRequest } from '../../../../db/paging';
import {
  type ColumnOf,
  type ContentTable,
  deleteRow,
  findRow,
  findRowLabel,
  listByPlatform,
  nextSort,
  platformOfColumns,
  type Picked,
  type PlatformTable,
  reorder,
  type RowOf,
  type SavedValues,
  type SortableTable,
  type SortGroup,
  writeRow,
} from '../../../../repositories/content-table';
import { notFound as notFoundError } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { sanitizeRichText } from '../../../../lib/rich-text';
import { PreviewCreated, type PreviewKind } from '@contract/preview';
import type { RevisionEntity } from '@contract/revision';
import { type FamilySaveOptions, keepRevision, type RevisionFamily } from '../../../../staff/revisions';
import {
  requireDirectChange,
  reviewGate,
  withOwnProposal,
  type ReviewedSave,
} from '../../../../staff/review';
import { storePreview } from './preview-store';
import { changeSummary, type CodeNames } from '../../../../staff/audit-changes';
import { recordNamesInOrder } from '../../../../staff/audit';

/**
 * What the content staff's routes (`*-admin.ts` beside each public family) share: the guard, the
 * sort every list of theirs has, and the remove, sort and save steps every family takes the same
 * way (one transaction through `publicContent.write`, with its audit row).
 */

/** The action (contract/roles.ts) a family's records need: its collection definition's. */
export const actionOf = (entity: string): Action => collectionOf(entity as CollectionKey).action;

/** A family's routes' guard: staff whose roles allow its action (on some site, for a per-site one). */
export const accessTo = (entity: string) => ({ access: { can: actionOf(entity) } }) as const;

/** The content items' routes (and the media library's): the `content` action. */
export const CONTENT_ACCESS = { access: { can: 'content' } } as const;

/**
 * Refuses (403) unless the caller may change the family's records on the site of `columns` (a
 * stored row or a save's values: its platform, or its menu's). A family of a group action (page
 * types) has no site: the guard has checked it.
 */
export async function requireRecordSite(
  db: Kysely<Database> | Transaction<Database>,
  request: FastifyRequest,
  entity: string,
  columns: Record<string, unknown>,
): Promise<void> {
  const action = actionOf(entity);
  if (!isSiteAction(action)) return;
  const site = await platformOfColumns(db, columns);
  requireSite(request, action, isPlatform(site) ? site : null);
}

/**
 * The sites a list of a family shows: the one asked for (refused when the caller may not act on
 * it), or every site the caller may act on.
 */
export function listedSites(
  request: FastifyRequest,
  entity: string,
  asked: Platform | undefined,
): Platform[] {
  const action = actionOf(entity);
  if (!isSiteAction(action)) return asked ? [asked] : [...PLATFORMS];
  if (asked) {
    requireSite(request, action, asked);
    return [asked];
  }
  return sitesOf(request, action);
}

/** A save's body may carry a rich text of 100,000 characters (3 bytes each in UTF-8). */
const RICH_TEXT_BODY_LIMIT = 512 * 1024;

/**
 * What every route of one family needs to know: its table, the entity its audit rows name, the
 * message of the 404 for an unknown id.
 */
export type Family<T extends ContentTable> = { table: T; entity: string; notFound: string };

/**
 * A family whose records staff order by hand: `groupBy`, the columns whose records are sorted
 * together (see `reorder`); `what`, the word for one record in the messages (教师, 栏目 …).
 */
export type SortableFamily<T extends SortableTable> = Family<T> & { groupBy: ColumnOf<T>[]; what: string };

type Instance = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * The back office's calls send form bodies (src/api/base-query.ts): a list of one id arrives as a
 * single value (`ids=5`), several as repeated keys. Either way the schema then sees a list.
 * A DELETE's query string (`removeBatch?ids=5`) is read the same way.
 */
export const idsAsList: preValidationHookHandler = (request, _reply, done) => {
  // A DELETE's ids come in its query string (`?ids=1&ids=2`), the same way.
  for (const part of [request.body, request.query]) {
    const holder = part as { ids?: unknown } | null;
    if (holder && typeof holder === 'object' && typeof holder.ids === 'string') holder.ids = [holder.ids];
  }
  done();
};

/**
 * DELETE on the family's base path (`?id=`): 404 with `notFound` when there is no such record,
 * else `beforeRemove` (which refuses by throwing while something still uses it), the delete, and
 * an audit row whose summary is the record's `label` column (its name or title).
 */
export function removeRoute<T extends ContentTable, L extends ColumnOf<T>>(
  fastify: Instance,
  spec: {
    table: T;
    entity: string;
    label: L;
    notFound: string;
    beforeRemove?: (trx: Transaction<Database>, row: Picked<T, 'id' | L>) => Promise<void>;
  },
): void {
  const { entity, notFound, beforeRemove } = spec;
  const label: string = spec.label;
  fastify.delete(
    '/',
    { config: accessTo(entity), schema: { querystring: IdQuery, response: responses(Type.Null()) } },
    async (request) => {
      const { id } = request.query;
      await fastify.publicContent.write(async (trx) => {
        const row = await findRowLabel(trx, spec.table, id, spec.label);
        if (!row) throw notFoundError(notFound);
        const stored = (await findRow(trx, spec.table, id)) ?? {};
        await requireRecordSite(trx, request, entity, stored);
        await requireDirectChange(trx, request, entity, [stored]);
        // The record is gone after the delete: its row of the trail keeps its site now.
        const platform = await platformOfColumns(trx, stored);
        await beforeRemove?.(trx, row);
        await deleteRow(trx, spec.table, id);
        await fastify.audit.record(trx, request, {
          entity,
          entityId: id,
          action: 'delete',
          // The name survives the record (the trail shows what was deleted).
          summary: { name: (row as Record<string, unknown>)[label] },
          platform,
        });
      });
      return ok(null);
    },
  );
}

/**
 * PUT /sort: `ids` (every record of one `groupBy` group, see `reorder`) get the sorts 10, 20 … ;
 * `what` names the records in the schema's and `reorder`'s messages.
 */
export function sortRoute<T extends SortableTable>(fastify: Instance, family: SortableFamily<T>): void {
  const { table, groupBy, entity, what } = family;
  fastify.put(
    '/sort',
    {
      config: accessTo(entity),
      preValidation: idsAsList,
      schema: { body: SortBody(what), response: responses(Type.Null()) },
    },
    async (request) => {
      const { ids } = request.body;
      await fastify.publicContent.write(async (trx) => {
        // One group is one site (reorder refuses any other list): its first record says which,
        // before reorder's messages could tell anything of another site's records.
        const first = await findRow(trx, table, ids[0]!);
        if (first) await requireRecordSite(trx, request, entity, first);
        if (first) await requireDirectChange(trx, request, entity, [first]);
        await reorder(trx, table, groupBy, ids, what);
        await fastify.audit.record(trx, request, {
          entity,
          entityId: null,
          action: 'sort',
          // The new order by name: staff read which record went where, not numbers.
          summary: { ids, names: await recordNamesInOrder(trx, entity, ids) },
          platform: first ? await platformOfColumns(trx, first) : null,
        });
      });
      return ok(null);
    },
  );
}

/**
 * The record `id` names, for details and for the save that updates it; an unknown id is a 404
 * with the family's message. No id (a save that creates): undefined.
 */
export async function existingRow<T extends ContentTable, I extends number | undefined>(
  db: Kysely<Database>,
  table: T,
  id: I,
  notFound: string,
): Promise<I extends number ? RowOf<T> : RowOf<T> | undefined> {
  type Found = I extends number ? RowOf<T> : RowOf<T> | undefined;
  if (id === undefined) return undefined as Found;
  const row = await findRow(db, table, id);
  if (!row) throw notFoundError(notFound);
  return row as Found;
}

/**
 * The end of every save: update `existing` or insert, then the audit row (`update` or `create`,
 * `restore` with `restoredFrom`) and the record's revision (staff/revisions.ts), all in `trx`;
 * answers the record's id. With `sort`, a sortable record keeps its place while it stays in its
 * group, goes last in a group it moves to or is created in, unless the body gives a sort.
 */
export async function saveRow<T extends ContentTable>(
  trx: Transaction<Database>,
  request: FastifyRequest,
  spec: {
    table: T;
    entity: string;
    existing: { id: number; sort?: number } | undefined;
    /** Every column but the sort, which `sort` decides. */
    values: SavedValues<T>;
    sort?: T extends SortableTable ? { given: number | undefined; group: SortGroup<T> } : never;
    /** A restore of this version of the record (revision-admin.ts). */
    restoredFrom?: number;
    /** The audit row's action when it is more than an update (a bulk `move`, `reschedule`). */
    action?: string;
    /** The names of the codes a column holds (a page type's template), for the trail. */
    codeNames?: CodeNames;
    /**
     * Review before publishing (staff/review.ts): the body of a staff member's save, kept as a
     * proposed change where the site asks for review; or the approval this save applies.
     */
    review?: ReviewedSave;
  },
): Promise<number> {
  const { entity, existing, restoredFrom } = spec;
  const values: Record<string, unknown> = { ...spec.values };
  if (spec.sort) {
    const { given, group } = spec.sort;
    const current = existing as Record<string, unknown> | undefined;
    const sameGroup =
      current !== undefined &&
      Object.entries<unknown>(group).every(([column, value]) => current[column] === value);
    values.sort =
      given ?? (sameGroup ? existing!.sort : await nextSort(trx, spec.table as SortableTable, group));
  }
  const before = existing ? await findRow(trx, spec.table, existing.id) : undefined;
  const gate = await reviewGate(trx, request, { entity, before, values, review: spec.review });
  if (!gate.write) return gate.recordId;
  const savedId = await writeRow(trx, spec.table, existing?.id, values);
  // The app decorates `audit` on the root instance: every route's `request.server` has it.
  await request.server.audit.record(trx, request, {
    entity,
    entityId: savedId,
    action: restoredFrom !== undefined ? 'restore' : (spec.action ?? (existing ? 'update' : 'create')),
    // The trail records only what changed, from the row as it was (issue 25 item 4).
    summary: {
      ...(await changeSummary(trx, before, values, spec.codeNames)),
      ...(restoredFrom !== undefined && { restoredFrom }),
    },
  });
  await keepRevision(trx, request, { entity, table: spec.table, recordId: savedId, before, restoredFrom });
  if (spec.review?.kind === 'approval') await spec.review.after(trx, savedId);
  return savedId;
}

/** GET /details?id=: the record as `present` shows it; an unknown id is a 404 with the family's message. */
export function detailsRoute<T extends ContentTable, S extends TSchema>(
  fastify: Instance,
  family: Family<T>,
  spec: { response: S; present: (row: RowOf<T>) => Static<S> },
): void {
  const { table, notFound, entity } = family;
  fastify.get(
    '/details',
    // The present function's type is checked against the schema at the call; Fastify cannot follow it here.
    {
      config: accessTo(entity),
      schema: { querystring: IdQuery, response: responses(spec.response as TSchema) },
    },
    async (request) => {
      const row = await existingRow(fastify.db, table, request.query.id, notFound);
      await requireRecordSite(fastify.db, request, entity, row);
      // Its author edits on their proposed change (review before publishing), the others read the record.
      return ok(spec.present((await withOwnProposal(fastify.db, request, entity, row)) as RowOf<T>));
    },
  );
}

/**
 * GET /list?platform=: every record of the platform (without one, of every site the caller may
 * act on), hidden ones too, in display order.
 */
export function platformListRoute<T extends PlatformTable, S extends TSchema>(
  fastify: Instance,
  family: Family<T>,
  spec: { query: typeof PlatformQuery; item: S; present: (row: RowOf<T>) => Static<S> },
): void {
  const { table, entity } = family;
  fastify.get(
    '/list',
    {
      config: accessTo(entity),
      schema: { querystring: spec.query, response: responses(Type.Array(spec.item as TSchema)) },
    },
    async (request) => {
      const sites = listedSites(request, entity, request.query.platform);
      const rows = await listByPlatform(fastify.db, table, sites);
      return ok(rows.map((row) => spec.present(row)));
    },
  );
}

/**
 * GET /list with paging and filters (`query`, a PageQuery with the family's filters): `list` reads
 * the page of the records that match (hidden ones too), `present` shows each as an `item`.
 */
export function pagedListRoute<Q extends TSchema, I extends TSchema, Filters, Row>(
  fastify: Instance,
  spec: {
    /** The family's entity: its action guards the list, whose records keep to the caller's sites. */
    entity: string;
    query: Q;
    item: I;
    /** `sites`: the sites whose records the page may show (the one asked for, or the caller's). */
    list: (
      db: Kysely<Database>,
      filters: Filters & { sites: readonly Platform[] },
      page: PageRequest,
    ) => Promise<PageOf<Row>>;
    present: (row: Row) => Static<I>;
  },
): void {
  fastify.get(
    '/list',
    {
      config: accessTo(spec.entity),
      schema: { querystring: spec.query, response: responses(Page(spec.item as TSchema)) },
    },
    async (request) => {
      // Every paged query has pageNum and pageSize (the contract's PageQuery), the rest are the
      // family's filters: Fastify cannot follow a generic schema.
      const { pageNum, pageSize, ...filters } = request.query as PageRequest & { platform?: Platform };
      const sites = listedSites(request, spec.entity, filters.platform);
      const { total, pageList } = await spec.list(
        fastify.db,
        { ...(filters as Filters), sites },
        { pageNum, pageSize },
      );
      return ok({ total, pageList: pageList.map((row) => spec.present(row)) });
    },
  );
}

/**
 * POST on the family's base path: a save that creates (no id) or updates a sortable record.
 * `prepare` checks the body and makes the columns before the store is read (a 400 names the
 * field); in the transaction an unknown id is a 404, then `check` makes the checks that read the
 * store, then `saveRow` writes, the record's sort group being its values of the `groupBy`
 * columns. A body with `richFields` may be larger (RICH_TEXT_BODY_LIMIT); the audit summary names
 * the fields that changed (rich text by its length).
 */
export function saveRoute<T extends SortableTable, B extends TSchema>(
  fastify: Instance,
  family: SortableFamily<T>,
  spec: {
    body: B;
    richFields?: string[];
    /** The column that names a record in its revisions (default `title`). */
    label?: string;
    prepare: (body: Static<B>) => SavedValues<T>;
    check?: (
      trx: Transaction<Database>,
      save: { body: Static<B>; existing: RowOf<T> | undefined; values: SavedValues<T> },
    ) => Promise<void>;
    /** Also POST /savePreview: the same checks, the values kept as a preview of this kind. */
    preview?: PreviewKind;
  },
): void {
  const { table, entity, notFound, groupBy } = family;
  type Body = Static<B> & { id?: number; sort?: number };
  /** The save's steps before its transaction: sanitise, prepare (a 400 names the field). */
  const prepared = async (body: Body) => {
    // Rich text is sanitised off the event loop (lib/rich-text.ts) before the values are made.
    for (const field of spec.richFields ?? []) {
      const record = body as Record<string, unknown>;
      // A change that leaves the field out: the family's `prepare` says whether it keeps the stored one.
      if (record[field] === undefined && record.id !== undefined) continue;
      record[field] = await sanitizeRichText(typeof record[field] === 'string' ? record[field] : '');
    }
    return { body, values: spec.prepare(body) };
  };
  /**
   * In the transaction: the record it updates (404 when unknown), then the checks that read the
   * store; the sort group from the values, or from the record for a column the save leaves out.
   */
  const checked = async (
    trx: Transaction<Database>,
    request: FastifyRequest,
    ready: Awaited<ReturnType<typeof prepared>>,
  ) => {
    const existing = await existingRow(trx, table, ready.body.id, notFound);
    // The record's site as stored and as saved: neither may be a site the caller may not act on
    // (a record is not moved into, or out of, another site).
    if (existing) await requireRecordSite(trx, request, entity, existing);
    await requireRecordSite(trx, request, entity, { ...existing, ...ready.values });
    await spec.check?.(trx, { body: ready.body, existing, values: ready.values });
    const columns: Record<string, unknown> = ready.values;
    const stored = existing as Record<string, unknown> | undefined;
    const group = Object.fromEntries(
      groupBy.map((column) => [column, (column in columns ? columns[column] : stored?.[column]) ?? null]),
    );
    return { ...ready, existing, group };
  };
  /** The save as the POST runs it, and as a restore (`restoredFrom`) or an approval runs it again. */
  const save = async (request: FastifyRequest, body: Body, options: FamilySaveOptions = {}) => {
    const { restoredFrom, approval } = options;
    const ready = await prepared(body);
    return fastify.publicContent.write(async (trx) => {
      const { values, group, existing } = await checked(trx, request, ready);
      // Kysely's row type and saveRow's conditional `sort` stay unresolved for a generic table.
      return saveRow(trx, request, {
        table,
        entity,
        existing,
        values,
        sort: { given: body.sort, group },
        restoredFrom,
        review: approval ?? { kind: 'edit', body },
      } as Parameters<typeof saveRow<T>>[2]);
    });
  };
  registerRevisionFamily(fastify, {
    entity: entity as RevisionEntity,
    table,
    body: spec.body as unknown as TObject,
    can: actionOf(entity),
    richFields: spec.richFields ?? [],
    label: spec.label ?? 'title',
    save: (request, body, options) => save(request, body as Body, options),
  });
  const route = {
    config: accessTo(entity),
    bodyLimit: spec.richFields ? RICH_TEXT_BODY_LIMIT : undefined,
    schema: { body: spec.body, response: responses(Saved) },
  };
  fastify.post('/', route, async (request) => ok({ id: await save(request, request.body as Body) }));
  // issue 25 item 1: the same body and checks, kept as a preview instead of saved.
  const { preview } = spec;
  if (preview) {
    fastify.post(
      '/savePreview',
      { ...route, schema: { body: spec.body, response: responses(PreviewCreated) } },
      async (request) => {
        const ready = await prepared(request.body as Body);
        return ok(
          await fastify.db.transaction().execute(async (trx) => {
            const { body, values, group, existing } = await checked(trx, request, ready);
            const sameGroup =
              existing !== undefined &&
              Object.entries(group).every(
                ([column, value]) => (existing as Record<string, unknown>)[column] === value,
              );
            const sort =
              body.sort ??
              (sameGroup
                ? (existing as { sort: number }).sort
                : await nextSort(trx, table, group as SortGroup<T>));
            return storePreview(trx, request, {
              kind: preview,
              entity,
              recordId: (existing as { id: number } | undefined)?.id ?? null,
              values: { ...values, sort },
            });
          }),
        );
      },
    );
  }
}

/** Makes a family's save the one its revisions are restored with (staff/revisions.ts). */
export function registerRevisionFamily(fastify: Instance, family: RevisionFamily): void {
  fastify.revisionFamilies.set(family.entity, family);
}

/**
 * Every route of a family staff keep per platform in an order of their own (轮播图, 教师, 招聘职位):
 * `list`, GET /list of a platform in display order (a family that pages and searches its list
 * registers its own instead); `details`, GET /details; `save`, POST (see saveRoute); DELETE, its
 * audit row naming the record by the family's `label` column; PUT /sort within a platform.
 */
export function platformRecordRoutes<
  T extends SortableTable & PlatformTable,
  L extends ColumnOf<T>,
  S extends TSchema,
  I extends TSchema,
  B extends TSchema,
>(
  fastify: Instance,
  family: SortableFamily<T> & { label: L },
  spec: {
    list?: { query: typeof PlatformQuery; item: I; present: (row: RowOf<T>) => Static<I> };
    details: { response: S; present: (row: RowOf<T>) => Static<S> };
    save: Parameters<typeof saveRoute<T, B>>[2];
  },
): void {
  if (spec.list) platformListRoute(fastify, family, spec.list);
  detailsRoute(fastify, family, spec.details);
  saveRoute(fastify, family, { label: family.label, ...spec.save });
  removeRoute(fastify, family);
  sortRoute(fastify, family);
}
