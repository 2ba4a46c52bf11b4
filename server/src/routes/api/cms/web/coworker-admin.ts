import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Selectable } from 'kysely';
import { IdQuery, Page, Saved, type Platform } from '../../../../../../contract/common';
import {
  CoworkerAdmin,
  CoworkerAdminDetails,
  CoworkerAdminQuery,
  CoworkerSaveBody,
} from '../../../../../../contract/coworker';
import type { CoworkerTable } from '../../../../db/database';
import { pageOf } from '../../../../db/paging';
import { badInput, contentUrl, likePattern } from '../../../../lib/content-input';
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

type Row = Selectable<CoworkerTable>;
const NOT_FOUND = '教师信息不存在';

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
  const { db, publicContent } = fastify;

  fastify.get(
    '/list',
    {
      config: CONTENT_ACCESS,
      schema: { querystring: CoworkerAdminQuery, response: responses(Page(CoworkerAdmin)) },
    },
    async (request) => {
      const { platform, keyword, pageNum, pageSize } = request.query;
      let query = db.selectFrom('coworker');
      if (platform) query = query.where('platform', '=', platform);
      const word = keyword?.trim();
      if (word) {
        const pattern = likePattern(word);
        query = query.where(
          sql<boolean>`(lower(name) like lower(${pattern}) escape '\\' or lower(subjects) like lower(${pattern}) escape '\\')`,
        );
      }
      const { total, pageList } = await pageOf(
        query,
        (filtered) => filtered.selectAll().orderBy('platform').orderBy('sort').orderBy('id'),
        { pageNum, pageSize },
      );
      return ok({ total, pageList: pageList.map(toAdmin) });
    },
  );

  fastify.get(
    '/details',
    { config: CONTENT_ACCESS, schema: { querystring: IdQuery, response: responses(CoworkerAdminDetails) } },
    async (request) => {
      const row = await existingRow(db, 'coworker', request.query.id, NOT_FOUND);
      return ok({ ...toAdmin(row), bio: row.bio });
    },
  );

  fastify.post(
    '/',
    {
      config: CONTENT_ACCESS,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      schema: { body: CoworkerSaveBody, response: responses(Saved) },
    },
    async (request) => {
      const body = request.body;
      const name = body.name.trim();
      if (name === '') throw badInput('请输入姓名');
      const avatar = contentUrl(body.avatar, '头像地址');
      const bio = sanitizeRichText(body.bio ?? '');
      const id = await publicContent.write(async (trx) => {
        const existing = await existingRow(trx, 'coworker', body.id, NOT_FOUND);
        const values = {
          platform: body.platform,
          name,
          title: body.title.trim(),
          avatar,
          summary: body.summary.trim(),
          subjects: body.subjects.trim(),
          bio,
          status: body.status ? (1 as const) : (0 as const),
        };
        return saveRow(trx, request, {
          table: 'coworker',
          entity: 'coworker',
          existing,
          values,
          sort: { given: body.sort, group: { platform: body.platform } },
          summary: auditSummary({ ...body }, ['bio']),
        });
      });
      return ok({ id });
    },
  );

  removeRoute(fastify, { table: 'coworker', entity: 'coworker', label: 'name', notFound: NOT_FOUND });

  sortRoute(fastify, { table: 'coworker', groupBy: ['platform'], entity: 'coworker', label: '教师' });
};

export default coworkerAdminRoutes;
