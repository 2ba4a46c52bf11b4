import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MenuEntry } from '@contract/site-menu';
import { detailsRead, platformRead } from './public-reads';

/** /api/cms/web/siteMenu */
const siteMenuRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const answers = fastify.publicContent.jsonCache();

  platformRead(fastify, answers, {
    url: '/listForClient',
    response: Type.Array(MenuEntry),
    keyPrefix: 'tree:',
    read: (platform) => fastify.siteMenuRepository.listTree(platform),
  });

  detailsRead(fastify, answers, {
    url: '/details',
    response: MenuEntry,
    keyPrefix: 'menu:',
    find: (id) => fastify.siteMenuRepository.findWithSubMenus(id),
    notFound: '栏目不存在',
  });
};

export default siteMenuRoutes;
