import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import type { Platform } from '@contract/common';
import { JobPositionAdmin, JobPositionAdminQuery, JobPositionSaveBody } from '@contract/job-position';
import type { JobPositionTable } from '../../../../db/database';
import { publishTimeOr, requiredText, storedFlag } from '../../../../lib/content-input';
import {
  detailsRoute,
  platformListRoute,
  removeRoute,
  saveRoute,
  sortRoute,
  type SortableFamily,
} from './admin-common';

type Row = Selectable<JobPositionTable>;
const FAMILY: SortableFamily<'job_position'> = {
  table: 'job_position',
  entity: 'jobPosition',
  notFound: '职位不存在',
  groupBy: ['platform'],
  what: '职位',
};

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
  const { clock } = fastify;

  platformListRoute(fastify, FAMILY.table, {
    query: JobPositionAdminQuery,
    item: JobPositionAdmin,
    present: toAdmin,
  });

  detailsRoute(fastify, FAMILY, { response: JobPositionAdmin, present: toAdmin });

  saveRoute(fastify, FAMILY, {
    body: JobPositionSaveBody,
    richFields: ['requirements'],
    prepare: (body) => {
      const title = requiredText(body.title, '请输入职位名称');
      const publishTime = publishTimeOr(body.publishTime, clock.now());
      return {
        platform: body.platform,
        title,
        department: body.department.trim(),
        location: body.location.trim(),
        headcount: body.headcount,
        salary: body.salary.trim(),
        requirements: body.requirements ?? '',
        publish_time: publishTime,
        status: storedFlag(body.status),
      };
    },
  });

  removeRoute(fastify, { ...FAMILY, label: 'title' });

  sortRoute(fastify, FAMILY);
};

export default jobPositionAdminRoutes;
