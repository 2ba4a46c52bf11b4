import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scheduleOf } from '@contract/common';
import {
  ContentAdminDetails,
  ContentAdminItem,
  ContentAdminQuery,
  ContentPublishBody,
  ContentSaveBody,
} from '@contract/site-content';
import {
  badInput,
  contentUrl,
  endTimeAfter,
  notFound,
  nullableText,
  publishTimeOr,
  requiredText,
  seoColumns,
  storedFlag,
} from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import {
  type ContentRow,
  existingContentIds,
  listContentForStaff,
  setContentStatus,
  toContentItem,
} from '../../../../repositories/site-content';
import { parentMenu, seoOf } from '../../../../repositories/site-menu';
import {
  CONTENT_ACCESS,
  detailsRoute,
  pagedListRoute,
  idsAsList,
  removeRoute,
  saveRoute,
  sortRoute,
  type SortableFamily,
} from './admin-common';

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
  const { audit, publicContent, clock } = fastify;

  const toItem = (row: ContentRow): ContentAdminItem => ({
    ...toContentItem(row),
    status: row.status === 1,
    endTime: row.end_time,
    schedule: scheduleOf(row.status === 1, row.publish_time, row.end_time, clock.now()),
  });

  pagedListRoute(fastify, {
    query: ContentAdminQuery,
    item: ContentAdminItem,
    list: listContentForStaff,
    present: toItem,
  });

  detailsRoute(fastify, FAMILY, {
    response: ContentAdminDetails,
    present: (row) => ({ ...toItem(row), body: row.body ?? '', ...seoOf(row) }),
  });

  saveRoute(fastify, FAMILY, {
    body: ContentSaveBody,
    richFields: ['body'],
    preview: 'content',
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
        ...seoColumns(body),
      };
    },
    check: async (trx, { body }) => {
      if (!(await parentMenu(trx, body.menuId))) throw badInput('所选栏目不存在');
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
        const known = await existingContentIds(trx, ids);
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) throw notFound(`内容不存在：编号 ${unknown.join('、')}`);
        await setContentStatus(trx, ids, status);
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
