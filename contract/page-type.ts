import { Type, type Static } from 'typebox';
import { Id, messages, named, NullableString, NullableText, Text } from './common';

export const PageType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  templateKey: Type.String(),
  contentType: NullableString,
  sortType: NullableString,
});
export type PageType = Static<typeof PageType>;

// ---- Back office (cms/web/pageType: list, listSimple, details, save, remove) ----

/**
 * Template keys that are behaviours of the site rather than templates: the page type
 * `单链接新窗口` opens its menu's first content url in a new window (src/registry/resolver.ts).
 */
export const BUILT_IN_TEMPLATE_KEYS: Readonly<Record<string, string>> = {
  single_link: '单链接新窗口',
};

/** A template key as stored (`/concact_us` and `concact_us` name the same template). */
export const normalTemplateKey = (key: string) => key.trim().replace(/^\//, '');

/** A page type as staff see it: whether the site has its template (the build's template-keys.json). */
export const PageTypeAdmin = Type.Object({ ...PageType.properties, templateExists: Type.Boolean() });
export type PageTypeAdmin = Static<typeof PageTypeAdmin>;

export const PageTypeSimple = Type.Object({ id: Type.Integer(), name: Type.String() });
export type PageTypeSimple = Static<typeof PageTypeSimple>;

/**
 * Create (no id) or update (id). `templateKey` must name a template the site has; a rename
 * carries over to the menus that use the page type.
 */
export const PageTypeSaveBody = Type.Object({
  id: Type.Optional(Id('页面类型编号不正确')),
  name: Text(
    1,
    32,
    { missing: '请输入页面类型名称', invalid: '页面类型名称为 1 到 32 个字符' },
    named('名称', '栏目按这个名称选择页面类型；改名后使用它的栏目随之更新'),
  ),
  templateKey: Type.String({
    pattern: '^/?[a-z0-9_]{1,64}$',
    ...messages({ missing: '请选择模板', invalid: '模板键为小写字母、数字和下划线' }),
  }),
  contentType: NullableText(
    8,
    '内容类型不正确',
    named('内容类型', '可留空；栏目“按内容与排版”打开时用的内容类型，例如 c-2'),
  ),
  sortType: NullableText(
    12,
    '排版类型不正确',
    named('排版类型', '可留空；栏目“按内容与排版”打开时用的排版类型，例如 s-2-4'),
  ),
});
export type PageTypeSaveBody = Static<typeof PageTypeSaveBody>;

/**
 * How a template lays its content out, as its descriptor declares (`section`, the names of
 * src/registry/define-template.ts `SectionLayout`): news (dated headlines), cards (image cards),
 * rows (image beside text), gallery (captioned images), band (four highlights side by side),
 * timeline (a time axis), spotlight (one item large).
 */
export const TEMPLATE_SECTIONS = [
  'news',
  'cards',
  'rows',
  'gallery',
  'band',
  'timeline',
  'spotlight',
] as const;
export const TemplateSection = Type.Enum(TEMPLATE_SECTIONS);
export type TemplateSection = Static<typeof TemplateSection>;

/** A (contentType, sortType) pair of navigation scheme 2 that opens a template. */
export const TemplatePlatformKey = Type.Object({ contentType: Type.String(), sortType: Type.String() });

/**
 * A template staff may give a page type (GET /api/cms/web/pageType/listTemplate): one the site
 * registered (templates/<name>/descriptor.ts, through the build's template-keys.json), or one of
 * the site's built-in behaviours (`builtIn`, BUILT_IN_TEMPLATE_KEYS).
 */
export const TemplateOption = Type.Object({
  key: Type.String(),
  /** A name for staff: the template's first page-type name, else its descriptor's title. */
  name: Type.String(),
  /** How the menu id travels in its route: `/key/:id`, `/key?id=`, or none (a fixed page). */
  idIn: Type.Enum(['path', 'query', 'none']),
  /** Its layout (null: a fixed page of its own, or a built-in behaviour). */
  section: Type.Unsafe<TemplateSection | null>({
    type: ['string', 'null'],
    enum: [...TEMPLATE_SECTIONS, null],
  }),
  /** Page-type names of navigation scheme 1 that open it without a staff-made page type. */
  pageTypes: Type.Array(Type.String()),
  platformKeys: Type.Array(TemplatePlatformKey),
  builtIn: Type.Boolean(),
});
export type TemplateOption = Static<typeof TemplateOption>;

/**
 * One template of the build (dist/template-keys.json, written from templates/<name>/descriptor.ts).
 * The fields after `idIn` came later: a file of an older build may lack them.
 */
export type RegisteredTemplateKey = {
  key: string;
  name: string;
  idIn: string;
  section?: string | null;
  pageTypes?: string[];
  platformKeys?: { contentType: string; sortType: string }[];
};
