import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { platformOfHost } from '../../../../config/host-kinds';
import { ClientError } from '../../../../lib/client-error';
import { PlatformQuery } from '@contract/common';
import { CODE } from '@contract/codes';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { SiteSetting } from '@contract/site-setting';

/** /api/cms/web/siteSetting */
const siteSettingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  fastify.get(
    '/detailsForClient',
    {
      ...CACHED_PUBLIC_READ,
      schema: { querystring: PlatformQuery, response: responses(SiteSetting) },
    },
    (request, reply) => {
      const platform = request.query.platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      return answers.send(reply, platform, async () => {
        const setting = await fastify.siteSettingRepository.find(platform);
        if (!setting) throw new ClientError(404, CODE.notFound, '站点设置不存在');
        return ok(setting);
      });
    },
  );
};

export default siteSettingRoutes;
