import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IdQuery, Saved } from '@contract/common';
import {
  normalTemplateKey,
  PageTypeAdmin,
  PageTypeSaveBody,
  PageTypeSimple,
  TemplateOption,
} from '@contract/page-type';
import { badInput, nameList, notFound, nullableText, requiredText } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { TemplateKeys } from '../../../../web/template-keys';
import {
  findPageType,
  listPageTypeNames,
  listPageTypes,
  pageTypeNamed,
} from '../../../../repositories/page-type';
import { menusWithPageType, renamePageTypeOfMenus } from '../../../../repositories/site-menu';
import { accessTo, registerRevisionFamily, removeRoute, saveRow } from './admin-common';

/** Page types are shared by every site: changing them is a group role's `pageTypes` action. */
const PAGE_TYPE_ACCESS = accessTo('pageType');
/**
 * Reading them is also for whoever keeps a site's menus, which choose a page type: the
 * `structure` action (every holder of `pageTypes` has it too).
 */
const PAGE_TYPE_READ = { access: { can: 'structure' } } as const;

const NOT_FOUND = '页面类型不存在';

/**
 * /api/cms/web/pageType, back office: list (with whether each template exists), listSimple,
 * details, save (the template key must be one the built site has), remove (refused while menus
 * use the page type), and listTemplate: the templates a page type may open (issue 14 item 4).
 */
const pageTypeAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, publicContent } = fastify;
  const templates = new TemplateKeys(fastify.config.webRoot);

  fastify.get(
    '/list',
    { config: PAGE_TYPE_READ, schema: { response: responses(Type.Array(PageTypeAdmin)) } },
    async () => {
      const [rows, available] = await Promise.all([listPageTypes(db), templates.available()]);
      return ok(
        rows.map((row) => ({ ...row, templateExists: available.has(normalTemplateKey(row.templateKey)) })),
      );
    },
  );

  // Extension (issue 14 item 4): the console offers only these keys, each with its layout.
  fastify.get(
    '/listTemplate',
    { config: PAGE_TYPE_READ, schema: { response: responses(Type.Array(TemplateOption)) } },
    async () => ok(await templates.options()),
  );

  fastify.get(
    '/listSimple',
    { config: PAGE_TYPE_READ, schema: { response: responses(Type.Array(PageTypeSimple)) } },
    async () => ok(await listPageTypeNames(db)),
  );

  fastify.get(
    '/details',
    { config: PAGE_TYPE_READ, schema: { querystring: IdQuery, response: responses(PageTypeAdmin) } },
    async (request) => {
      const row = await findPageType(db, request.query.id);
      if (!row) throw notFound(NOT_FOUND);
      const available = await templates.available();
      return ok({ ...row, templateExists: available.has(normalTemplateKey(row.templateKey)) });
    },
  );

  /** The save as the POST runs it, and as a restore runs it again (`restoredFrom`). */
  const save = async (request: FastifyRequest, body: PageTypeSaveBody, restoredFrom?: number) => {
    const name = requiredText(body.name, '请输入页面类型名称', 'name');
    const templateKey = body.templateKey.trim();
    const available = await templates.available();
    if (!available.has(normalTemplateKey(templateKey))) {
      const list = [...available].map(([key, title]) => `${key}（${title}）`).join('、');
      throw badInput(`模板不存在，可用的模板：${list || '无（站点尚未构建）'}`, 'templateKey');
    }
    const contentType = nullableText(body.contentType);
    const sortType = nullableText(body.sortType);
    const options = await templates.options();
    return publicContent.write(async (trx) => {
      const existing = body.id === undefined ? undefined : await findPageType(trx, body.id);
      if (body.id !== undefined && !existing) throw notFound(NOT_FOUND);
      const clash = await pageTypeNamed(trx, name, existing?.id);
      if (clash) throw badInput(`页面类型名称“${name}”已存在`, 'name');
      const values = { name, template_key: templateKey, content_type: contentType, sort_type: sortType };
      // Menus name their page type: a rename carries over to them.
      if (existing && existing.name !== name) await renamePageTypeOfMenus(trx, existing.name, name);
      const templateNames = Object.fromEntries(options.map((option) => [option.key, option.name]));
      return saveRow(trx, request, {
        table: 'page_type',
        entity: 'pageType',
        existing,
        values,
        restoredFrom,
        codeNames: { template_key: templateNames },
      });
    });
  };
  registerRevisionFamily(fastify, {
    entity: 'pageType',
    table: 'page_type',
    body: PageTypeSaveBody,
    can: 'pageTypes',
    richFields: [],
    label: 'name',
    save: (request, body, options) => save(request, body as PageTypeSaveBody, options?.restoredFrom),
  });

  fastify.post(
    '/',
    { config: PAGE_TYPE_ACCESS, schema: { body: PageTypeSaveBody, response: responses(Saved) } },
    async (request) => ok({ id: await save(request, request.body) }),
  );

  removeRoute(fastify, {
    table: 'page_type',
    entity: 'pageType',
    label: 'name',
    notFound: NOT_FOUND,
    // Menus name their page type: it goes only once none does.
    beforeRemove: async (trx, row) => {
      const menus = await menusWithPageType(trx, row.name);
      if (menus.length > 0)
        throw badInput(`仍有栏目使用此页面类型：${nameList(menus.map((menu) => menu.name))}`);
    },
  });
};

export default pageTypeAdminRoutes;
