import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ClientError } from '../../../../lib/client-error';
import { Page } from '@contract/common';
import { CODE } from '@contract/codes';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { detailsRead } from './public-reads';
import { ContentDetailsOnSite, ContentItemOnSite } from '@contract/media-on-site';
import { ContentListQuery } from '@contract/site-content';
import { mediaFor } from '../../../../files/media-info';
import type { ContentOrder } from '../../../../repositories/site-content';

/** /api/cms/web/siteContent */
const siteContentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();
  const listSchema = { querystring: ContentListQuery, response: responses(Page(ContentItemOnSite)) };
  const list = (order: ContentOrder) => (request: { query: ContentListQuery }, reply: FastifyReply) => {
    const { menuId, pageNum, pageSize } = request.query;
    return answers.send(reply, `${order}:${menuId}:${pageNum}:${pageSize}`, async () => {
      const page = await fastify.siteContentRepository.list(menuId, { pageNum, pageSize }, order);
      if (!page) throw new ClientError(404, CODE.notFound, '栏目不存在');
      const media = await mediaFor(
        fastify.db,
        page.pageList.map((item) => item.image),
      );
      return ok({
        ...page,
        pageList: page.pageList.map((item) => ({ ...item, imageMedia: media(item.image) })),
      });
    });
  };

  fastify.get('/listForClient', { ...CACHED_PUBLIC_READ, schema: listSchema }, list('sort'));
  fastify.get(
    '/listForClientByPublishTime',
    { ...CACHED_PUBLIC_READ, schema: listSchema },
    list('publishTime'),
  );

  detailsRead(fastify, answers, {
    url: '/detailsForClient',
    response: ContentDetailsOnSite,
    keyPrefix: 'item:',
    find: async (id) => {
      const item = await fastify.siteContentRepository.findDetails(id);
      if (!item) return undefined;
      return { ...item, imageMedia: (await mediaFor(fastify.db, [item.image]))(item.image) };
    },
    notFound: '内容不存在',
  });
};

export default siteContentRoutes;
