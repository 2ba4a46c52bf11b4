import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Page, type Platform } from '@contract/common';
import {
  CoworkerAdmin,
  CoworkerAdminDetails,
  CoworkerAdminQuery,
  CoworkerSaveBody,
} from '@contract/coworker';
import type { CoworkerTable } from '../../../../db/database';
import { contentUrl, requiredText, storedFlag } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { listCoworkersForStaff } from '../../../../repositories/coworker';
import {
  CONTENT_ACCESS,
  detailsRoute,
  removeRoute,
  saveRoute,
  sortRoute,
  type SortableFamily,
} from './admin-common';

type Row = Selectable<CoworkerTable>;
const FAMILY: SortableFamily<'coworker'> = {
  table: 'coworker',
  entity: 'coworker',
  notFound: '教师信息不存在',
  groupBy: ['platform'],
  what: '教师',
};

const toAdmin = (row: Row): CoworkerAdmin => ({
  id: row.id,
  platform: row.platform as Platform,
  name: row.name,
  title: row.title,
  avatar: row.avatar,
  summary: row.summary,
  subjects: row.subjects,
  sort: row.sort,
  status: row.status === 1,
});

/** /api/cms/web/coworker, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const coworkerAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/list',
    {
      config: CONTENT_ACCESS,
      schema: { querystring: CoworkerAdminQuery, response: responses(Page(CoworkerAdmin)) },
    },
    async (request) => {
      const { pageNum, pageSize, ...filters } = request.query;
      const { total, pageList } = await listCoworkersForStaff(db, filters, { pageNum, pageSize });
      return ok({ total, pageList: pageList.map(toAdmin) });
    },
  );

  detailsRoute(fastify, FAMILY, {
    response: CoworkerAdminDetails,
    present: (row) => ({ ...toAdmin(row), bio: row.bio }),
  });

  saveRoute(fastify, FAMILY, {
    body: CoworkerSaveBody,
    richFields: ['bio'],
    prepare: (body) => {
      const name = requiredText(body.name, '请输入姓名');
      return {
        platform: body.platform,
        name,
        title: body.title.trim(),
        avatar: contentUrl(body.avatar, '头像地址'),
        summary: body.summary.trim(),
        subjects: body.subjects.trim(),
        bio: body.bio ?? '',
        status: storedFlag(body.status),
      };
    },
  });

  removeRoute(fastify, { ...FAMILY, label: 'name' });

  sortRoute(fastify, FAMILY);
};

export default coworkerAdminRoutes;
