import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { scheduleOf, type Platform } from '@contract/common';
import { BannerAdmin, BannerAdminQuery, BannerSaveBody } from '@contract/site-banner';
import type { SiteBannerTable } from '../../../../db/database';
import {
  contentUrl,
  endTimeAfter,
  nullableTime,
  requiredText,
  requiredUrl,
  storedFlag,
} from '../../../../lib/content-input';
import {
  detailsRoute,
  platformListRoute,
  removeRoute,
  saveRoute,
  sortRoute,
  type SortableFamily,
} from './admin-common';

type Row = Selectable<SiteBannerTable>;
const FAMILY: SortableFamily<'site_banner'> = {
  table: 'site_banner',
  entity: 'siteBanner',
  notFound: '轮播图不存在',
  groupBy: ['platform'],
  what: '轮播图',
};

/** /api/cms/web/siteBanner, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const siteBannerAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { clock } = fastify;

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

  platformListRoute(fastify, FAMILY.table, { query: BannerAdminQuery, item: BannerAdmin, present: toAdmin });

  detailsRoute(fastify, FAMILY, { response: BannerAdmin, present: toAdmin });

  saveRoute(fastify, FAMILY, {
    body: BannerSaveBody,
    prepare: (body) => {
      const title = requiredText(body.title, '请输入标题');
      const image = requiredUrl(body.image, '图片地址');
      const url = contentUrl(body.url, '链接地址');
      const publishTime = nullableTime(body.publishTime, '发布时间');
      const endTime = endTimeAfter(publishTime, body.endTime);
      return {
        platform: body.platform,
        title,
        image,
        url,
        publish_time: publishTime,
        end_time: endTime,
        status: storedFlag(body.status),
      };
    },
  });

  removeRoute(fastify, { ...FAMILY, label: 'title' });

  sortRoute(fastify, FAMILY);
};

export default siteBannerAdminRoutes;
