import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Page } from '@contract/common';
import { CODE } from '@contract/codes';
import { can } from '@contract/roles';
import {
  RevisionComparison,
  RevisionCompareQuery,
  RevisionDetails,
  RevisionItem,
  RevisionListQuery,
  RevisionQuery,
  RevisionRestoreBody,
  RevisionRestored,
  REVISION_ENTITY_NAMES,
  type RevisionEntity,
} from '@contract/revision';
import { ClientError } from '../../../../lib/client-error';
import { badInput, notFound } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { validationMessage } from '../../../../lib/validation-messages';
import { findRow } from '../../../../repositories/content-table';
import { settingOf } from '../../../../repositories/site-setting';
import { requireRecordSite } from './admin-common';
import {
  findRevision,
  latestVersion,
  listRevisions,
  type RevisionRow,
} from '../../../../repositories/revision';
import {
  compareFields,
  restoreBody,
  withMenuNames,
  revisionFields,
  revisionItem,
  snapshotOf,
  type RevisionFamily,
} from '../../../../staff/revisions';

/**
 * /api/cms/web/revision, back office (issue 25 item 2): a record's revisions (list, newest first),
 * one revision, two compared, and a restore — a new save of the record through its family's own
 * save (staff/revisions.ts), audited `restore`. Each call names the entity: a revision of another
 * family, of another record or of a deleted record is refused with a message, nothing saved. The
 * guard lets any signed-in staff member in; the family's own action (that of its save route) is
 * then required, on the record's site, as for the record itself.
 */
const revisionAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const SIGNED_IN = { access: 'signedIn' } as const;

  /** The family of `entity`, once the staff member is found to hold its action. */
  const familyFor = (request: FastifyRequest, entity: RevisionEntity): RevisionFamily => {
    const family = fastify.revisionFamilies.get(entity);
    if (!family) throw badInput('记录类型不正确');
    if (!request.staff || !can(request.staff.roles, family.can))
      throw new ClientError(403, CODE.forbidden, '无权限执行此操作');
    return family;
  };

  /**
   * Refuses a revision of a record of a site the caller may not act on: the record as it is now
   * and as each revision kept it (a deleted record is known by its revisions only).
   */
  const requireSites = async (
    request: FastifyRequest,
    entity: RevisionEntity,
    recordId: number,
    revisions: readonly RevisionRow[],
  ) => {
    const family = fastify.revisionFamilies.get(entity)!;
    const current = await findRow(db, family.table, recordId);
    if (current) await requireRecordSite(db, request, entity, current);
    for (const revision of revisions) await requireRecordSite(db, request, entity, snapshotOf(revision));
  };

  /** The revision `id` names, refused when unknown or of another family. */
  const revisionOf = async (entity: RevisionEntity, id: number): Promise<RevisionRow> => {
    const row = await findRevision(db, id);
    if (!row) throw notFound(`版本不存在：编号 ${id}`);
    if (row.entity !== entity)
      throw badInput(
        `该版本属于${REVISION_ENTITY_NAMES[row.entity as RevisionEntity] ?? '其他记录'}，不是${REVISION_ENTITY_NAMES[entity]}的版本`,
      );
    return row;
  };

  const nameOf = (family: RevisionFamily, snapshot: Record<string, unknown>) => {
    const name = snapshot[family.label];
    return typeof name === 'string' ? name : '';
  };

  fastify.get(
    '/list',
    {
      config: SIGNED_IN,
      schema: { querystring: RevisionListQuery, response: responses(Page(RevisionItem)) },
    },
    async (request) => {
      const { entity, pageNum, pageSize, platform } = request.query;
      const family = familyFor(request, entity);
      // Site settings are one record per platform: the console names them by it.
      const recordId =
        request.query.recordId ??
        (entity === 'siteSetting' && platform ? (await settingOf(db, platform))?.id : undefined);
      if (recordId === undefined) {
        if (entity === 'siteSetting' && platform) return ok({ total: 0, pageList: [] });
        throw badInput('请提供记录编号');
      }
      const { total, pageList } = await listRevisions(db, entity, recordId, { pageNum, pageSize });
      await requireSites(request, entity, recordId, pageList);
      return ok({ total, pageList: pageList.map((row) => revisionItem(family, row)) });
    },
  );

  fastify.get(
    '/details',
    { config: SIGNED_IN, schema: { querystring: RevisionQuery, response: responses(RevisionDetails) } },
    async (request) => {
      const { entity, id } = request.query;
      const family = familyFor(request, entity);
      const row = await revisionOf(entity, id);
      await requireSites(request, entity, row.record_id, [row]);
      const snapshot = snapshotOf(row);
      return ok({
        ...revisionItem(family, row),
        name: nameOf(family, snapshot),
        fields: await withMenuNames(db, revisionFields(family, snapshot)),
      });
    },
  );

  fastify.get(
    '/compare',
    {
      config: SIGNED_IN,
      schema: { querystring: RevisionCompareQuery, response: responses(RevisionComparison) },
    },
    async (request) => {
      const { entity } = request.query;
      const family = familyFor(request, entity);
      const [a, b] = [
        await revisionOf(entity, request.query.from),
        await revisionOf(entity, request.query.to),
      ];
      if (a.record_id !== b.record_id) throw badInput('只能对比同一条记录的两个版本');
      await requireSites(request, entity, a.record_id, [a, b]);
      const [older, newer] = a.version <= b.version ? [a, b] : [b, a];
      return ok({
        entity,
        recordId: older.record_id,
        from: revisionItem(family, older),
        to: revisionItem(family, newer),
        fields: await withMenuNames(db, compareFields(family, snapshotOf(older), snapshotOf(newer))),
      });
    },
  );

  fastify.put(
    '/restore',
    { config: SIGNED_IN, schema: { body: RevisionRestoreBody, response: responses(RevisionRestored) } },
    async (request) => {
      const { entity, id } = request.body;
      const family = familyFor(request, entity);
      const row = await revisionOf(entity, id);
      await requireSites(request, entity, row.record_id, [row]);
      const what = REVISION_ENTITY_NAMES[entity];
      const refused = (message: string) => `无法恢复版本 ${row.version}：${message}`;
      const current = await findRow(db, family.table, row.record_id);
      if (!current) throw badInput(refused(`该${what}已删除，无法恢复`));
      // The family's own body schema, with the app's validator (the same checks and messages as its POST).
      const body = restoreBody(family, snapshotOf(row), row.record_id, current as Record<string, unknown>);
      const validate = request.compileValidationSchema(family.body);
      if (!validate(body)) {
        const [first] = validate.errors ?? [];
        throw badInput(
          refused(
            first ? validationMessage(first as Parameters<typeof validationMessage>[0]) : '内容不符合要求',
          ),
        );
      }
      let recordId: number;
      try {
        recordId = await family.save(request, body, { restoredFrom: row.version });
      } catch (error) {
        if (error instanceof ClientError && error.statusCode < 500)
          throw new ClientError(error.statusCode, error.envelopeCode, refused(error.message));
        throw error;
      }
      return ok({ recordId, version: await latestVersion(db, entity, recordId) });
    },
  );
};

export default revisionAdminRoutes;
