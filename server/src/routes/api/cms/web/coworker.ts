import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { platformOfHost } from '../../../../config/host-kinds';
import { Page } from '@contract/common';
import { CoworkerListQuery } from '@contract/coworker';
import { CoworkerDetailsOnSite, CoworkerOnSite } from '@contract/media-on-site';
import { mediaFor } from '../../../../files/media-info';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { detailsRead } from './public-reads';

/** /api/cms/web/coworker: with each portrait's alt text and web sizes (the media library's). */
const coworkerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  fastify.get(
    '/listForClient',
    {
      ...CACHED_PUBLIC_READ,
      schema: { querystring: CoworkerListQuery, response: responses(Page(CoworkerOnSite)) },
    },
    (request, reply) => {
      const { platform, pageNum, pageSize } = request.query;
      const resolved = platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      return answers.send(reply, `${resolved}:${pageNum}:${pageSize}`, async () => {
        const page = await fastify.coworkerRepository.list(resolved, { pageNum, pageSize });
        const media = await mediaFor(
          fastify.db,
          page.pageList.map((teacher) => teacher.avatar),
        );
        return ok({
          ...page,
          pageList: page.pageList.map((teacher) => ({ ...teacher, avatarMedia: media(teacher.avatar) })),
        });
      });
    },
  );

  detailsRead(fastify, answers, {
    url: '/detailsForClient',
    response: CoworkerDetailsOnSite,
    keyPrefix: 'coworker:',
    find: async (id) => {
      const teacher = await fastify.coworkerRepository.findDetails(id);
      if (!teacher) return teacher;
      return { ...teacher, avatarMedia: (await mediaFor(fastify.db, [teacher.avatar]))(teacher.avatar) };
    },
    notFound: '教师信息不存在',
  });
};

export default coworkerRoutes;
