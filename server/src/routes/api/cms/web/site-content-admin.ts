import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { Page, scheduleOf } from '../../../../../../contract/common';
import {
  ContentAdminDetails,
  ContentAdminItem,
  ContentAdminQuery,
  ContentPublishBody,
  ContentSaveBody,
} from '../../../../../../contract/site-content';
import type { SiteContentTable } from '../../../../db/database';
import { pageOf } from '../../../../db/paging';
import {
  badInput,
  contentUrl,
  endTimeAfter,
  notFound,
  nullableText,
  publishTimeOr,
  requiredText,
  storedFlag,
} from '../../../../lib/content-input';
import { containsText } from '../../../../lib/contains-text';
import { ok, responses } from '../../../../lib/responses';
import {
  CONTENT_ACCESS,
  detailsRoute,
  idsAsList,
  removeRoute,
  saveRoute,
  sortRoute,
  type SortableFamily,
} from './admin-common';

type Row = Selectable<SiteContentTable>;

/** Every column but the rich text. */
const LIST_COLUMNS = [
  'id',
  'menu_id',
  'title',
  'url',
  'image',
  'summary',
  'video',
  'publish_time',
  'end_time',
  'sort',
  'status',
] as const satisfies readonly (keyof Row)[];

const FAMILY: SortableFamily<'site_content'> = {
  table: 'site_content',
  entity: 'siteContent',
  notFound: '内容不存在',
  groupBy: ['menu_id'],
  what: '内容',
};

/**
 * /api/cms/web/siteContent, back office: list (by menu, keyword, status, paging; drafts and
 * scheduled items included), details, save, publish (or withdraw), remove, sort.
 */
const siteContentAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, publicContent, clock } = fastify;

  const toItem = (row: Omit<Row, 'body'>): ContentAdminItem => ({
    id: row.id,
    menuId: row.menu_id,
    title: row.title,
    url: row.url,
    image: row.image,
    summary: row.summary,
    video: row.video,
    publishTime: row.publish_time,
    sort: row.sort,
    status: row.status === 1,
    endTime: row.end_time,
    schedule: scheduleOf(row.status === 1, row.publish_time, row.end_time, clock.now()),
  });

  fastify.get(
    '/list',
    {
      config: CONTENT_ACCESS,
      schema: { querystring: ContentAdminQuery, response: responses(Page(ContentAdminItem)) },
    },
    async (request) => {
      const { menuId, keyword, status, pageNum, pageSize } = request.query;
      let query = db.selectFrom('site_content');
      if (menuId !== undefined) query = query.where('menu_id', '=', menuId);
      if (status !== undefined) query = query.where('status', '=', status ? 1 : 0);
      const word = keyword?.trim();
      if (word) {
        query = query.where((eb) => eb.or([containsText('title', word), containsText('summary', word)]));
      }
      const { total, pageList } = await pageOf(
        query,
        // The list leaves the rich text out: bodies are the bulk of a row and the details call has it.
        (filtered) => filtered.select(LIST_COLUMNS).orderBy('sort').orderBy('id'),
        { pageNum, pageSize },
      );
      return ok({ total, pageList: pageList.map(toItem) });
    },
  );

  detailsRoute(fastify, FAMILY, {
    response: ContentAdminDetails,
    present: (row) => ({ ...toItem(row), body: row.body ?? '' }),
  });

  saveRoute(fastify, FAMILY, {
    body: ContentSaveBody,
    richFields: ['body'],
    prepare: (body) => {
      const title = requiredText(body.title, '请输入标题');
      const url = contentUrl(body.url, '链接地址');
      const image = contentUrl(body.image, '图片地址');
      const video = contentUrl(body.video, '视频地址');
      const publishTime = publishTimeOr(body.publishTime, clock.now());
      const endTime = endTimeAfter(publishTime, body.endTime);
      return {
        menu_id: body.menuId,
        title,
        url,
        image,
        video,
        summary: nullableText(body.summary),
        body: body.body ?? '',
        publish_time: publishTime,
        end_time: endTime,
        status: storedFlag(body.status),
      };
    },
    check: async (trx, { body }) => {
      const menu = await trx
        .selectFrom('site_menu')
        .select('id')
        .where('id', '=', body.menuId)
        .executeTakeFirst();
      if (!menu) throw badInput('所选栏目不存在');
    },
  });

  fastify.post(
    '/publish',
    {
      config: CONTENT_ACCESS,
      preValidation: idsAsList,
      schema: { body: ContentPublishBody, response: responses(Type.Null()) },
    },
    async (request) => {
      const { ids, status } = request.body;
      await publicContent.write(async (trx) => {
        const found = await trx.selectFrom('site_content').select('id').where('id', 'in', ids).execute();
        const known = new Set(found.map((row) => row.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) throw notFound(`内容不存在：编号 ${unknown.join('、')}`);
        await trx
          .updateTable('site_content')
          .set({ status: status ? 1 : 0 })
          .where('id', 'in', ids)
          .execute();
        await audit.record(trx, request, {
          entity: 'siteContent',
          entityId: null,
          action: status ? 'publish' : 'unpublish',
          summary: { ids },
        });
      });
      return ok(null);
    },
  );

  removeRoute(fastify, { ...FAMILY, label: 'title' });

  sortRoute(fastify, FAMILY);
};

export default siteContentAdminRoutes;
