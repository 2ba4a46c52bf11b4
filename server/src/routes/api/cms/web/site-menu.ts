import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { platformOfHost } from '../../../../config/host-kinds';
import { ClientError } from '../../../../lib/client-error';
import { IdQuery, PlatformQuery } from '../../../../../../contract/common';
import { CODE } from '../../../../../../contract/codes';
import { CACHED_PUBLIC_READ } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';
import { MenuEntry } from '../../../../../../contract/site-menu';

/** /api/cms/web/siteMenu */
const siteMenuRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  fastify.get(
    '/listForClient',
    {
      ...CACHED_PUBLIC_READ,
      schema: { querystring: PlatformQuery, response: responses(Type.Array(MenuEntry)) },
    },
    (request, reply) => {
      const platform = request.query.platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      return answers.send(reply, `tree:${platform}`, async () =>
        ok(await fastify.siteMenuRepository.listTree(platform)),
      );
    },
  );

  fastify.get(
    '/details',
    { ...CACHED_PUBLIC_READ, schema: { querystring: IdQuery, response: responses(MenuEntry) } },
    (request, reply) =>
      answers.send(reply, `menu:${request.query.id}`, async () => {
        const menu = await fastify.siteMenuRepository.findWithSubMenus(request.query.id);
        if (!menu) throw new ClientError(404, CODE.notFound, '栏目不存在');
        return ok(menu);
      }),
  );
};

export default siteMenuRoutes;
