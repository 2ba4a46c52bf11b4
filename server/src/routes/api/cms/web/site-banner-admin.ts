import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scheduleOf } from '@contract/common';
import { BannerAdmin, BannerAdminQuery, BannerSaveBody } from '@contract/site-banner';
import {
  contentUrl,
  endTimeAfter,
  nullableTime,
  requiredText,
  requiredUrl,
} from '../../../../lib/content-input';
import type { RowOf } from '../../../../repositories/content-table';
import { valuesFromBody } from '../../../../repositories/row-mapping';
import { BANNER_ADMIN } from '../../../../repositories/site-banner';
import { platformRecordRoutes } from './admin-common';

/** /api/cms/web/siteBanner, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const siteBannerAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { clock } = fastify;

  const toAdmin = (row: RowOf<'site_banner'>) =>
    BANNER_ADMIN.fromRow(row, {
      schedule: scheduleOf(row.status === 1, row.publish_time, row.end_time, clock.now()),
    });
  /** A save's columns: each body field trimmed, the switch 0/1, except these. */
  const valuesOf = valuesFromBody('site_banner', BannerSaveBody, {
    title: (title) => requiredText(title, '请输入标题', 'title'),
    image: (image) => requiredUrl(image, '图片地址', 'image'),
    url: (url) => contentUrl(url, '链接地址', 'url'),
    publishTime: (publishTime) => nullableTime(publishTime, '发布时间', 'publishTime'),
    endTime: (endTime, body) =>
      endTimeAfter(nullableTime(body.publishTime, '发布时间', 'publishTime'), endTime),
  });

  platformRecordRoutes(
    fastify,
    {
      table: 'site_banner',
      entity: 'siteBanner',
      notFound: '轮播图不存在',
      groupBy: ['platform'],
      what: '轮播图',
      label: 'title',
    },
    {
      list: { query: BannerAdminQuery, item: BannerAdmin, present: toAdmin },
      details: { response: BannerAdmin, present: toAdmin },
      save: { body: BannerSaveBody, prepare: valuesOf, preview: 'banner' },
    },
  );
};

export default siteBannerAdminRoutes;
