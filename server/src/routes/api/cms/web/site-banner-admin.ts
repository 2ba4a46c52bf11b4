import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { IdQuery, Saved, scheduleOf, type Platform } from '../../../../../../contract/common';
import { BannerAdmin, BannerAdminQuery, BannerSaveBody } from '../../../../../../contract/site-banner';
import type { SiteBannerTable } from '../../../../db/database';
import { badInput, checkWindow, contentUrl, nullableTime, requiredUrl } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { auditSummary, CONTENT_ACCESS, existingRow, removeRoute, saveRow, sortRoute } from './admin-common';

type Row = Selectable<SiteBannerTable>;
const NOT_FOUND = '轮播图不存在';

/** /api/cms/web/siteBanner, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const siteBannerAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, publicContent, clock } = fastify;

  const toAdmin = (row: Row): BannerAdmin => ({
    id: row.id,
    platform: row.platform as Platform,
    title: row.title,
    image: row.image,
    url: row.url,
    sort: row.sort,
    status: row.status === 1,
    publishTime: row.publish_time,
    endTime: row.end_time,
    schedule: scheduleOf(row.status === 1, row.publish_time, row.end_time, clock.now()),
  });

  fastify.get(
    '/list',
    {
      config: CONTENT_ACCESS,
      schema: { querystring: BannerAdminQuery, response: responses(Type.Array(BannerAdmin)) },
    },
    async (request) => {
      let query = db.selectFrom('site_banner').selectAll();
      if (request.query.platform) query = query.where('platform', '=', request.query.platform);
      const rows = await query.orderBy('platform').orderBy('sort').orderBy('id').execute();
      return ok(rows.map(toAdmin));
    },
  );

  fastify.get(
    '/details',
    { config: CONTENT_ACCESS, schema: { querystring: IdQuery, response: responses(BannerAdmin) } },
    async (request) => {
      const row = await existingRow(db, 'site_banner', request.query.id, NOT_FOUND);
      return ok(toAdmin(row));
    },
  );

  fastify.post(
    '/',
    { config: CONTENT_ACCESS, schema: { body: BannerSaveBody, response: responses(Saved) } },
    async (request) => {
      const body = request.body;
      const title = body.title.trim();
      if (title === '') throw badInput('请输入标题');
      const image = requiredUrl(body.image, '图片地址');
      const url = contentUrl(body.url, '链接地址');
      const publishTime = nullableTime(body.publishTime, '发布时间');
      const endTime = nullableTime(body.endTime, '下线时间');
      checkWindow(publishTime, endTime);
      const id = await publicContent.write(async (trx) => {
        const existing = await existingRow(trx, 'site_banner', body.id, NOT_FOUND);
        const values = {
          platform: body.platform,
          title,
          image,
          url,
          publish_time: publishTime,
          end_time: endTime,
          status: body.status ? (1 as const) : (0 as const),
        };
        return saveRow(trx, request, {
          table: 'site_banner',
          entity: 'siteBanner',
          existing,
          values,
          sort: { given: body.sort, group: { platform: body.platform } },
          summary: auditSummary({ ...body }),
        });
      });
      return ok({ id });
    },
  );

  removeRoute(fastify, { table: 'site_banner', entity: 'siteBanner', label: 'title', notFound: NOT_FOUND });

  sortRoute(fastify, { table: 'site_banner', groupBy: ['platform'], entity: 'siteBanner', label: '轮播图' });
};

export default siteBannerAdminRoutes;
