import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { Saved } from '../../../../../../contract/common';
import {
  MenuAdminQuery,
  MenuEntry,
  MenuSaveBody,
  type MenuEntry as Menu,
} from '../../../../../../contract/site-menu';
import { platformOfHost } from '../../../../config/host-kinds';
import type { SiteMenuTable } from '../../../../db/database';
import { badInput, contentUrl, menuPath, nameList, nullableText } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { toEntry } from '../../../../plugins/app/repositories/site-menu';
import { auditSummary, CONTENT_ACCESS, existingRow, removeRoute, saveRow, sortRoute } from './admin-common';

type Row = Selectable<SiteMenuTable>;

/** Every menu of the rows as a tree (drafts included); rows arrive ordered by sort. */
function tree(rows: Row[]): Menu[] {
  const byId = new Map(rows.map((row) => [row.id, toEntry(row)]));
  const roots: Menu[] = [];
  for (const entry of byId.values()) {
    const parent = entry.parentId === null ? undefined : byId.get(entry.parentId);
    if (parent) parent.subMenus.push(entry);
    else roots.push(entry);
  }
  return roots;
}

const NOT_FOUND = '栏目不存在';

/**
 * /api/cms/web/siteMenu, back office: the tree of a platform with unpublished menus (list),
 * save (create or update), remove (refused while it has sub-menus or content), sort.
 */
const siteMenuAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, publicContent } = fastify;

  fastify.get(
    '/list',
    {
      config: CONTENT_ACCESS,
      schema: { querystring: MenuAdminQuery, response: responses(Type.Array(MenuEntry)) },
    },
    async (request) => {
      const platform = request.query.platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      const rows = await db
        .selectFrom('site_menu')
        .selectAll()
        .where('platform', '=', platform)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return ok(tree(rows));
    },
  );

  fastify.post(
    '/',
    { config: CONTENT_ACCESS, schema: { body: MenuSaveBody, response: responses(Saved) } },
    async (request) => {
      const body = request.body;
      const name = body.name.trim();
      if (name === '') throw badInput('请输入栏目名称');
      const parentId = body.parentId ?? null;
      const path = menuPath(body.path);
      const icon = contentUrl(body.icon, '图标地址');
      const pageType = nullableText(body.pageType);
      const contentType = nullableText(body.contentType);
      const sortType = nullableText(body.sortType);
      if ((contentType === null) !== (sortType === null))
        throw badInput('内容类型和排版类型需同时填写或同时留空');
      if (contentType !== null && sortType !== null && !sortType.startsWith(`s-${contentType.slice(2)}-`))
        throw badInput(`排版类型 ${sortType} 不属于内容类型 ${contentType}`);

      const id = await publicContent.write(async (trx) => {
        const existing = await existingRow(trx, 'site_menu', body.id, NOT_FOUND);
        if (existing && existing.platform !== body.platform) throw badInput('不能修改栏目所属的平台');
        if (parentId !== null) {
          const parent = await trx
            .selectFrom('site_menu')
            .select(['id', 'platform'])
            .where('id', '=', parentId)
            .executeTakeFirst();
          if (!parent) throw badInput('上级栏目不存在');
          if (parent.platform !== body.platform) throw badInput('上级栏目不属于该平台');
          if (existing) {
            // Walk up from the new parent: reaching the menu itself means a move under its own child.
            const all = await trx
              .selectFrom('site_menu')
              .select(['id', 'parent_id'])
              .where('platform', '=', body.platform)
              .execute();
            const parentOf = new Map(all.map((row) => [row.id, row.parent_id]));
            let at: number | null = parentId;
            for (let steps = 0; at !== null && steps <= all.length; steps++) {
              if (at === existing.id) throw badInput('不能移动到自己的下级栏目');
              at = parentOf.get(at) ?? null;
            }
          }
        }
        if (pageType !== null) {
          const known = await trx
            .selectFrom('page_type')
            .select('id')
            .where('name', '=', pageType)
            .executeTakeFirst();
          if (!known) throw badInput(`页面类型“${pageType}”不存在`);
        }
        const values = {
          parent_id: parentId,
          platform: body.platform,
          name,
          status: body.status ? (1 as const) : (0 as const),
          path,
          page_type: pageType,
          icon,
          content_type: contentType,
          sort_type: sortType,
          open_type: body.openType ?? 'self',
        };
        // The platform cannot change (above): the group is the parent's.
        return saveRow(trx, request, {
          table: 'site_menu',
          entity: 'siteMenu',
          existing,
          values,
          sort: { given: body.sort, group: { platform: body.platform, parent_id: parentId } },
          summary: auditSummary({ ...body }),
        });
      });
      return ok({ id });
    },
  );

  removeRoute(fastify, {
    table: 'site_menu',
    entity: 'siteMenu',
    label: 'name',
    notFound: NOT_FOUND,
    // A menu goes only once nothing hangs under it: no sub-menus, no content.
    beforeRemove: async (trx, menu) => {
      const children = await trx
        .selectFrom('site_menu')
        .select('name')
        .where('parent_id', '=', menu.id)
        .orderBy('sort')
        .execute();
      if (children.length > 0)
        throw badInput(
          `栏目“${menu.name}”下还有子栏目：${nameList(children.map((row) => row.name))}，请先删除或移走`,
        );
      const { n } = await trx
        .selectFrom('site_content')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('menu_id', '=', menu.id)
        .executeTakeFirstOrThrow();
      if (Number(n) > 0)
        throw badInput(`栏目“${menu.name}”下还有 ${Number(n)} 条内容，请先删除或移到其他栏目`);
    },
  });

  sortRoute(fastify, {
    table: 'site_menu',
    groupBy: ['platform', 'parent_id'],
    entity: 'siteMenu',
    label: '栏目',
  });
};

export default siteMenuAdminRoutes;
