import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@contract/common';
import {
  CoworkerAdmin,
  CoworkerAdminDetails,
  CoworkerAdminQuery,
  CoworkerSaveBody,
} from '@contract/coworker';
import { contentUrl, requiredText } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import {
  COWORKER_ADMIN,
  COWORKER_ADMIN_DETAILS,
  listCoworkersForStaff,
} from '../../../../repositories/coworker';
import { valuesFromBody } from '../../../../repositories/row-mapping';
import {
  CONTENT_ACCESS,
  detailsRoute,
  removeRoute,
  saveRoute,
  sortRoute,
  type SortableFamily,
} from './admin-common';

const FAMILY: SortableFamily<'coworker'> = {
  table: 'coworker',
  entity: 'coworker',
  notFound: '教师信息不存在',
  groupBy: ['platform'],
  what: '教师',
};

/** A save's columns: each body field trimmed, the switch 0/1, except these. */
const valuesOf = valuesFromBody('coworker', CoworkerSaveBody, {
  name: (name) => requiredText(name, '请输入姓名'),
  avatar: (avatar) => contentUrl(avatar, '头像地址'),
  bio: (bio) => bio ?? '',
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
      return ok({ total, pageList: pageList.map((row) => COWORKER_ADMIN.fromRow(row)) });
    },
  );

  detailsRoute(fastify, FAMILY, {
    response: CoworkerAdminDetails,
    present: (row) => COWORKER_ADMIN_DETAILS.fromRow(row),
  });

  saveRoute(fastify, FAMILY, {
    body: CoworkerSaveBody,
    richFields: ['bio'],
    prepare: valuesOf,
  });

  removeRoute(fastify, { ...FAMILY, label: 'name' });

  sortRoute(fastify, FAMILY);
};

export default coworkerAdminRoutes;
