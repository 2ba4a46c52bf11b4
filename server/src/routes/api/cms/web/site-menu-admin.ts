import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import { MenuAdminQuery, MenuEntry, MenuSaveBody, type MenuEntry as Menu } from '@contract/site-menu';
import { FLOATING_MENU_NAME } from '@contract/floating-menu';
import { platformOfHost } from '../../../../config/host-kinds';
import type { SiteMenuTable } from '../../../../db/database';
import {
  badInput,
  contentUrl,
  menuPath,
  nameList,
  nullableText,
  requiredText,
  seoColumns,
  storedFlag,
} from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { pageTypeNamed } from '../../../../repositories/page-type';
import { contentCountOf } from '../../../../repositories/site-content';
import {
  allMenusOf,
  menuParents,
  lockMenu,
  parentMenu,
  subMenuNames,
  toEntry,
} from '../../../../repositories/site-menu';
import { requireSite } from '../../../../plugins/app/staff-auth';
import { removeRoute, saveRoute, sortRoute, type SortableFamily } from './admin-common';
import { settingNamingPrivacyMenu } from '../../../../repositories/site-setting';

/**
 * A site's menu tree is read by those who keep its menus and by its content writers, who file
 * their items under a menu.
 */
// The settings' keepers pick the site's privacy notice among its menus (issue 38 item 4).
const MENU_READERS = ['structure', 'content', 'settings'] as const;

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

/** The platform cannot change (see the save): a menu's sort group is its parent's. */
const FAMILY: SortableFamily<'site_menu'> = {
  table: 'site_menu',
  entity: 'siteMenu',
  notFound: '栏目不存在',
  groupBy: ['platform', 'parent_id'],
  what: '栏目',
};

/**
 * /api/cms/web/siteMenu, back office: the tree of a platform with unpublished menus (list),
 * save (create or update), remove (refused while it has sub-menus or content), sort.
 */
const siteMenuAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/list',
    {
      config: { access: { can: MENU_READERS } },
      schema: { querystring: MenuAdminQuery, response: responses(Type.Array(MenuEntry)) },
    },
    async (request) => {
      const platform = request.query.platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      requireSite(request, MENU_READERS, platform);
      const rows = await allMenusOf(db, platform);
      return ok(tree(rows));
    },
  );

  saveRoute(fastify, FAMILY, {
    body: MenuSaveBody,
    preview: 'menu',
    label: 'name',
    prepare: (body) => {
      const name = requiredText(body.name, '请输入栏目名称', 'name');
      // Checked against its parent in `check`: a sub-menu of 悬浮菜单 may carry more kinds of path.
      const path = nullableText(body.path);
      const icon = contentUrl(body.icon, '图标地址', 'icon');
      const pageType = nullableText(body.pageType);
      const contentType = nullableText(body.contentType);
      const sortType = nullableText(body.sortType);
      if ((contentType === null) !== (sortType === null))
        throw badInput(
          '内容类型和排版类型需同时填写或同时留空',
          contentType === null ? 'contentType' : 'sortType',
        );
      if (contentType !== null && sortType !== null && !sortType.startsWith(`s-${contentType.slice(2)}-`))
        throw badInput(`排版类型 ${sortType} 不属于内容类型 ${contentType}`, 'sortType');
      return {
        parent_id: body.parentId ?? null,
        platform: body.platform,
        name,
        status: storedFlag(body.status),
        path,
        page_type: pageType,
        icon,
        content_type: contentType,
        sort_type: sortType,
        open_type: body.openType ?? 'self',
        ...seoColumns(body),
      };
    },
    check: async (trx, { body, existing, values }) => {
      if (existing && existing.platform !== body.platform)
        throw badInput('不能修改栏目所属的平台', 'platform');
      const parentId = values.parent_id ?? null;
      let floating = false;
      if (parentId !== null) {
        const parent = await parentMenu(trx, parentId);
        if (!parent) throw badInput('上级栏目不存在', 'parentId');
        if (parent.platform !== body.platform) throw badInput('上级栏目不属于该平台', 'parentId');
        // The floating consult bar's entries: the sub-menus of the top menu 悬浮菜单.
        floating = parent.parent_id === null && parent.name === FLOATING_MENU_NAME;
        if (existing) {
          // Walk up from the new parent: reaching the menu itself means a move under its own child.
          const all = await menuParents(trx, body.platform);
          const parentOf = new Map(all.map((row) => [row.id, row.parent_id]));
          let at: number | null = parentId;
          for (let steps = 0; at !== null && steps <= all.length; steps++) {
            if (at === existing.id) throw badInput('不能移动到自己的下级栏目', 'parentId');
            at = parentOf.get(at) ?? null;
          }
        }
      }
      menuPath(values.path, { floating });
      const pageType = values.page_type ?? null;
      if (pageType !== null) {
        const known = await pageTypeNamed(trx, pageType);
        if (!known) throw badInput(`页面类型“${pageType}”不存在`, 'pageType');
      }
    },
  });

  removeRoute(fastify, {
    ...FAMILY,
    label: 'name',
    // A menu goes only once nothing hangs under it: no sub-menus, no content.
    beforeRemove: async (trx, menu) => {
      // A bulk move into this menu at the same time either commits first (then its content is
      // counted here) or waits for this removal and finds the menu gone.
      await lockMenu(trx, menu.id);
      const children = await subMenuNames(trx, menu.id);
      if (children.length > 0)
        throw badInput(
          `栏目“${menu.name}”下还有子栏目：${nameList(children.map((row) => row.name))}，请先删除或移走`,
        );
      const n = await contentCountOf(trx, menu.id);
      if (n > 0) throw badInput(`栏目“${menu.name}”下还有 ${n} 条内容，请先删除或移到其他栏目`);
      // Every lead form links the site's privacy notice: its page cannot go while the settings name it.
      if (await settingNamingPrivacyMenu(trx, menu.id))
        throw badInput(`栏目“${menu.name}”是本站的隐私政策页面，请先在站点设置中另选隐私政策页面`);
    },
  });

  sortRoute(fastify, FAMILY);
};

export default siteMenuAdminRoutes;
