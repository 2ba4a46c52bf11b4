import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { IdQuery, Saved, SortBody, type Platform } from '../../../../../../contract/common';
import {
  JobPositionAdmin,
  JobPositionAdminQuery,
  JobPositionSaveBody,
} from '../../../../../../contract/job-position';
import type { JobPositionTable } from '../../../../db/database';
import { badInput, notFound, storedTime } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { sanitizeRichText } from '../../../../lib/rich-text';
import {
  auditSummary,
  CONTENT_ACCESS,
  idsAsList,
  nextSort,
  reorder,
  RICH_TEXT_BODY_LIMIT,
} from './admin-common';

type Row = Selectable<JobPositionTable>;
const NOT_FOUND = '职位不存在';

const toAdmin = (row: Row): JobPositionAdmin => ({
  id: row.id,
  platform: row.platform as Platform,
  title: row.title,
  department: row.department,
  location: row.location,
  headcount: row.headcount,
  salary: row.salary,
  requirements: row.requirements,
  publishTime: row.publish_time,
  sort: row.sort,
  status: row.status === 1,
});

/** /api/cms/web/jobPosition, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const jobPositionAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, publicContent, clock } = fastify;

  fastify.get(
    '/list',
    {
      config: CONTENT_ACCESS,
      schema: { querystring: JobPositionAdminQuery, response: responses(Type.Array(JobPositionAdmin)) },
    },
    async (request) => {
      let query = db.selectFrom('job_position').selectAll();
      if (request.query.platform) query = query.where('platform', '=', request.query.platform);
      const rows = await query.orderBy('platform').orderBy('sort').orderBy('id').execute();
      return ok(rows.map(toAdmin));
    },
  );

  fastify.get(
    '/details',
    { config: CONTENT_ACCESS, schema: { querystring: IdQuery, response: responses(JobPositionAdmin) } },
    async (request) => {
      const row = await db
        .selectFrom('job_position')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND);
      return ok(toAdmin(row));
    },
  );

  fastify.post(
    '/',
    {
      config: CONTENT_ACCESS,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      schema: { body: JobPositionSaveBody, response: responses(Saved) },
    },
    async (request) => {
      const body = request.body;
      const title = body.title.trim();
      if (title === '') throw badInput('请输入职位名称');
      const publishTime =
        body.publishTime === undefined
          ? new Date(clock.now()).toISOString()
          : storedTime(body.publishTime, '发布时间');
      const requirements = sanitizeRichText(body.requirements ?? '');
      const id = await publicContent.write(async (trx) => {
        let existing: Row | undefined;
        if (body.id !== undefined) {
          existing = await trx
            .selectFrom('job_position')
            .selectAll()
            .where('id', '=', body.id)
            .executeTakeFirst();
          if (!existing) throw notFound(NOT_FOUND);
        }
        const values = {
          platform: body.platform,
          title,
          department: body.department.trim(),
          location: body.location.trim(),
          headcount: body.headcount,
          salary: body.salary.trim(),
          requirements,
          publish_time: publishTime,
          status: body.status ? (1 as const) : (0 as const),
        };
        const sort =
          body.sort ??
          (existing && existing.platform === body.platform
            ? existing.sort
            : await nextSort(trx, 'job_position', { platform: body.platform }));
        let savedId: number;
        if (existing) {
          await trx
            .updateTable('job_position')
            .set({ ...values, sort })
            .where('id', '=', existing.id)
            .execute();
          savedId = existing.id;
        } else {
          ({ id: savedId } = await trx
            .insertInto('job_position')
            .values({ ...values, sort })
            .returning('id')
            .executeTakeFirstOrThrow());
        }
        await audit.record(trx, request, {
          entity: 'jobPosition',
          entityId: savedId,
          action: existing ? 'update' : 'create',
          summary: auditSummary({ ...body }, ['requirements']),
        });
        return savedId;
      });
      return ok({ id });
    },
  );

  fastify.delete(
    '/',
    { config: CONTENT_ACCESS, schema: { querystring: IdQuery, response: responses(Type.Null()) } },
    async (request) => {
      const { id } = request.query;
      await publicContent.write(async (trx) => {
        const row = await trx
          .selectFrom('job_position')
          .select(['id', 'title'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        await trx.deleteFrom('job_position').where('id', '=', id).execute();
        await audit.record(trx, request, {
          entity: 'jobPosition',
          entityId: id,
          action: 'delete',
          summary: { title: row.title },
        });
      });
      return ok(null);
    },
  );

  fastify.put(
    '/sort',
    {
      config: CONTENT_ACCESS,
      preValidation: idsAsList,
      schema: { body: SortBody('职位'), response: responses(Type.Null()) },
    },
    async (request) => {
      const { ids } = request.body;
      await publicContent.write(async (trx) => {
        await reorder(trx, 'job_position', ['platform'], ids, '职位');
        await audit.record(trx, request, {
          entity: 'jobPosition',
          entityId: null,
          action: 'sort',
          summary: { ids },
        });
      });
      return ok(null);
    },
  );
};

export default jobPositionAdminRoutes;
