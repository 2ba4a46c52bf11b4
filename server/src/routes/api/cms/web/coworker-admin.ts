import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Selectable } from 'kysely';
import { Type } from 'typebox';
import { IdQuery, Page, Saved, SortBody, type Platform } from '../../../../../../contract/common';
import {
  CoworkerAdmin,
  CoworkerAdminDetails,
  CoworkerAdminQuery,
  CoworkerSaveBody,
} from '../../../../../../contract/coworker';
import type { CoworkerTable } from '../../../../db/database';
import { badInput, contentUrl, likePattern, notFound } from '../../../../lib/content-input';
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
  const { db, audit, publicContent } = fastify;

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
      const [{ n }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy('platform')
          .orderBy('sort')
          .orderBy('id')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
      ]);
      return ok({ total: Number(n), pageList: rows.map(toAdmin) });
    },
  );

  fastify.get(
    '/details',
    { config: CONTENT_ACCESS, schema: { querystring: IdQuery, response: responses(CoworkerAdminDetails) } },
    async (request) => {
      const row = await db
        .selectFrom('coworker')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND);
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
        let existing: Row | undefined;
        if (body.id !== undefined) {
          existing = await trx
            .selectFrom('coworker')
            .selectAll()
            .where('id', '=', body.id)
            .executeTakeFirst();
          if (!existing) throw notFound(NOT_FOUND);
        }
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
        const sort =
          body.sort ??
          (existing && existing.platform === body.platform
            ? existing.sort
            : await nextSort(trx, 'coworker', { platform: body.platform }));
        let savedId: number;
        if (existing) {
          await trx
            .updateTable('coworker')
            .set({ ...values, sort })
            .where('id', '=', existing.id)
            .execute();
          savedId = existing.id;
        } else {
          ({ id: savedId } = await trx
            .insertInto('coworker')
            .values({ ...values, sort })
            .returning('id')
            .executeTakeFirstOrThrow());
        }
        await audit.record(trx, request, {
          entity: 'coworker',
          entityId: savedId,
          action: existing ? 'update' : 'create',
          summary: auditSummary({ ...body }, ['bio']),
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
          .selectFrom('coworker')
          .select(['id', 'name'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        await trx.deleteFrom('coworker').where('id', '=', id).execute();
        await audit.record(trx, request, {
          entity: 'coworker',
          entityId: id,
          action: 'delete',
          summary: { name: row.name },
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
      schema: { body: SortBody('教师'), response: responses(Type.Null()) },
    },
    async (request) => {
      const { ids } = request.body;
      await publicContent.write(async (trx) => {
        await reorder(trx, 'coworker', ['platform'], ids, '教师');
        await audit.record(trx, request, {
          entity: 'coworker',
          entityId: null,
          action: 'sort',
          summary: { ids },
        });
      });
      return ok(null);
    },
  );
};

export default coworkerAdminRoutes;
