import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JobPositionAdmin, JobPositionAdminQuery, JobPositionSaveBody } from '@contract/job-position';
import { publishTimeOr, requiredText } from '../../../../lib/content-input';
import type { RowOf } from '../../../../repositories/content-table';
import { JOB_POSITION_ADMIN } from '../../../../repositories/job-position';
import { valuesFromBody } from '../../../../repositories/row-mapping';
import { platformRecordRoutes } from './admin-common';

/** /api/cms/web/jobPosition, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const jobPositionAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { clock } = fastify;
  const present = (row: RowOf<'job_position'>) => JOB_POSITION_ADMIN.fromRow(row);
  /** A save's columns: each body field trimmed, the switch 0/1, except these. */
  const valuesOf = valuesFromBody('job_position', JobPositionSaveBody, {
    title: (title) => requiredText(title, '请输入职位名称', 'title'),
    requirements: (requirements) => requirements ?? '',
    publishTime: (publishTime) => publishTimeOr(publishTime, clock.now()),
  });

  platformRecordRoutes(
    fastify,
    {
      table: 'job_position',
      entity: 'jobPosition',
      notFound: '职位不存在',
      groupBy: ['platform'],
      what: '职位',
      label: 'title',
    },
    {
      list: { query: JobPositionAdminQuery, item: JobPositionAdmin, present },
      details: { response: JobPositionAdmin, present },
      save: { body: JobPositionSaveBody, richFields: ['requirements'], prepare: valuesOf },
    },
  );
};

export default jobPositionAdminRoutes;
