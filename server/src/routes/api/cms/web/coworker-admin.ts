import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CoworkerAdmin,
  CoworkerAdminDetails,
  CoworkerAdminQuery,
  CoworkerSaveBody,
} from '@contract/coworker';
import { contentUrl, requiredText } from '../../../../lib/content-input';
import {
  COWORKER_ADMIN,
  COWORKER_ADMIN_DETAILS,
  listCoworkersForStaff,
} from '../../../../repositories/coworker';
import { valuesFromBody } from '../../../../repositories/row-mapping';
import { pagedListRoute, platformRecordRoutes } from './admin-common';

/** A save's columns: each body field trimmed, the switch 0/1, except these. */
const valuesOf = valuesFromBody('coworker', CoworkerSaveBody, {
  name: (name) => requiredText(name, '请输入姓名', 'name'),
  avatar: (avatar) => contentUrl(avatar, '头像地址', 'avatar'),
  bio: (bio) => bio ?? '',
});

/** /api/cms/web/coworker, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const coworkerAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  pagedListRoute(fastify, {
    entity: 'coworker',
    query: CoworkerAdminQuery,
    item: CoworkerAdmin,
    list: listCoworkersForStaff,
    present: (row) => COWORKER_ADMIN.fromRow(row),
  });

  platformRecordRoutes(
    fastify,
    {
      table: 'coworker',
      entity: 'coworker',
      notFound: '教师信息不存在',
      groupBy: ['platform'],
      what: '教师',
      label: 'name',
    },
    {
      details: { response: CoworkerAdminDetails, present: (row) => COWORKER_ADMIN_DETAILS.fromRow(row) },
      save: { body: CoworkerSaveBody, richFields: ['bio'], prepare: valuesOf },
    },
  );
};

export default coworkerAdminRoutes;
