import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { IdQuery, Saved, type Platform } from '../../../../../../contract/common';
import {
  JobPositionAdmin,
  JobPositionAdminQuery,
  JobPositionSaveBody,
} from '../../../../../../contract/job-position';
import type { JobPositionTable } from '../../../../db/database';
import { badInput, storedTime } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { sanitizeRichText } from '../../../../lib/rich-text';
import {
  auditSummary,
  CONTENT_ACCESS,
  existingRow,
  removeRoute,
  RICH_TEXT_BODY_LIMIT,
  saveRow,
  sortRoute,
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
  const { db, publicContent, clock } = fastify;

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
      const row = await existingRow(db, 'job_position', request.query.id, NOT_FOUND);
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
        const existing = await existingRow(trx, 'job_position', body.id, NOT_FOUND);
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
        return saveRow(trx, request, {
          table: 'job_position',
          entity: 'jobPosition',
          existing,
          values,
          sort: { given: body.sort, group: { platform: body.platform } },
          summary: auditSummary({ ...body }, ['requirements']),
        });
      });
      return ok({ id });
    },
  );

  removeRoute(fastify, { table: 'job_position', entity: 'jobPosition', label: 'title', notFound: NOT_FOUND });

  sortRoute(fastify, { table: 'job_position', groupBy: ['platform'], entity: 'jobPosition', label: '职位' });
};

export default jobPositionAdminRoutes;
