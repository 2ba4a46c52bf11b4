import { Type, type Static } from 'typebox';
import { AdLawOverride } from './ad-law';
import {
  Id,
  messages,
  named,
  NullableId,
  NullableInteger,
  NullableString,
  NullableText,
  PlatformName,
  PlatformQuery,
  RequiredPlatform,
  sortField,
  StatusField,
  Text,
} from './common';
import { FLOATING_MENU_NAME } from './floating-menu';
import { SeoFields, SeoSaveFields } from './seo';
import { MAX_CONTENT_URL_LENGTH } from './url-policy';

export const OPEN_TYPES = ['self', 'blank'] as const;

/** Where a menu opens, as the menu form and the audit trail say it. */
export const OPEN_TYPE_LABELS: Record<(typeof OPEN_TYPES)[number], string> = {
  self: '当前窗口',
  blank: '新窗口',
};

/** A menu entry without its children; `MenuEntry` adds `subMenus`. */
export const MenuFields = Type.Object({
  id: Type.Integer(),
  parentId: NullableInteger,
  platform: PlatformName,
  name: Type.String(),
  status: Type.Boolean(),
  /** A fixed route such as '/about_us', when the menu stands for one. */
  path: NullableString,
  /** Page-type name (navigation scheme 1), e.g. '新闻列表'. */
  pageType: NullableString,
  /** Image URL (bottom-menu items carry one). */
  icon: NullableString,
  /** Navigation scheme 2, e.g. 'c-2'. */
  contentType: NullableString,
  /** Navigation scheme 2, e.g. 's-2-1'. */
  sortType: NullableString,
  openType: Type.Enum(OPEN_TYPES),
  sort: Type.Integer(),
  /** The head of the menu's page (contract/seo.ts). */
  ...SeoFields,
});

/** The whole tree as one schema (checks and the `MenuEntry` type). */
export const MenuTree = Type.Cyclic(
  { MenuEntry: Type.Object({ ...MenuFields.properties, subMenus: Type.Array(Type.Ref('MenuEntry')) }) },
  'MenuEntry',
);
export type MenuEntry = Static<typeof MenuTree>;

/**
 * The same tree for the server's serializer: a shared schema (fastify.addSchema) that refers to
 * itself; routes answer `MenuEntry`, the reference to it.
 */
export const MenuEntrySchema = {
  $id: 'MenuEntry',
  type: 'object',
  properties: { ...MenuFields.properties, subMenus: { type: 'array', items: { $ref: 'MenuEntry#' } } },
  required: [...MenuFields.required, 'subMenus'],
} as const;

export const MenuEntry = Type.Unsafe<MenuEntry>({ $ref: 'MenuEntry#' });

// ---- Back office (cms/web/siteMenu: list, save, remove, sort) ----

/**
 * Create (no id) or update (id) a menu. `parentId` null or absent: a top menu. A menu opens a
 * page by `pageType` (a page type's name), or by `contentType` + `sortType` (both or neither,
 * `c-N` with `s-N-M`), or is a fixed route by `path` (a path of this site).
 */
export const MenuSaveBody = Type.Object({
  id: Type.Optional(Id('栏目编号不正确')),
  parentId: Type.Optional(NullableId('上级栏目编号不正确')),
  platform: RequiredPlatform,
  name: Text(1, 32, { missing: '请输入栏目名称', invalid: '栏目名称为 1 到 32 个字符' }, named('栏目名称')),
  status: StatusField,
  path: NullableText(
    200,
    '栏目路径不能超过 200 个字符',
    named('路径', '固定页面的站内路径，例如 /about_us；按页面类型或内容类型打开的栏目可留空'),
  ),
  pageType: NullableText(32, '页面类型不能超过 32 个字符', named('页面类型')),
  icon: NullableText(
    MAX_CONTENT_URL_LENGTH,
    '图标地址过长',
    named('图标地址', '图片地址，底部菜单等带图标的栏目使用；可留空'),
  ),
  contentType: Type.Optional(
    Type.Unsafe<string | null>({
      ...named('内容类型', '形如 c-2'),
      type: ['string', 'null'],
      pattern: '^c-\\d{1,2}$',
      ...messages({ invalid: '内容类型应为 c-数字，例如 c-2' }),
    }),
  ),
  sortType: Type.Optional(
    Type.Unsafe<string | null>({
      ...named('排版类型', '形如 s-2-1，需属于上面的内容类型'),
      type: ['string', 'null'],
      pattern: '^s-\\d{1,2}-\\d{1,2}$',
      ...messages({ invalid: '排版类型应为 s-数字-数字，例如 s-2-1' }),
    }),
  ),
  openType: Type.Optional(Type.Enum(OPEN_TYPES, messages({ invalid: '打开方式应为 self 或 blank' }))),
  sort: sortField(named('排序值', '数字越小越靠前；留空则排在同级最后（保存后也可在列表中拖动排序）')),
  ...SeoSaveFields,
  /** Why an advertising-law hit may stand (contract/ad-law.ts): a reviewer's reason, audited. */
  adLawOverride: AdLawOverride,
});
export type MenuSaveBody = Static<typeof MenuSaveBody>;

/**
 * The fields a save gives the menu it stores, as the server stores them: an absent one null, an
 * absent `openType` the same window. The id, the sort and the sub-menus are the store's.
 */
export function menuFieldsOfSave(body: MenuSaveBody): Omit<MenuEntry, 'id' | 'sort' | 'subMenus'> {
  return {
    name: body.name,
    platform: body.platform,
    parentId: body.parentId ?? null,
    status: body.status,
    path: body.path ?? null,
    pageType: body.pageType ?? null,
    icon: body.icon ?? null,
    contentType: body.contentType ?? null,
    sortType: body.sortType ?? null,
    openType: body.openType ?? 'self',
    ...(body.seoTitle && { seoTitle: body.seoTitle }),
    ...(body.seoDescription && { seoDescription: body.seoDescription }),
    ...(body.seoImage && { seoImage: body.seoImage }),
    ...(body.noindex && { noindex: true }),
  };
}

/** The back office's menu tree of a platform: unpublished menus included (`status` false). */
export const MenuAdminQuery = PlatformQuery;

/**
 * Whether a menu is a place for content (issue 25 item 6: a bulk move's target): a menu that opens
 * a page (a page type, a content and sort type, or a path of the site), not a menu that only
 * groups its sub-menus, and not 悬浮菜单 or one of its buttons. `parentName`: its parent's name
 * (null for a top menu).
 */
export function holdsContent(
  menu: { name: string; path: string | null; pageType: string | null; contentType: string | null },
  parentName: string | null,
): boolean {
  const floating = parentName === null ? menu.name === FLOATING_MENU_NAME : parentName === FLOATING_MENU_NAME;
  if (floating) return false;
  return menu.pageType !== null || menu.contentType !== null || menu.path !== null;
}
