import { Type, type Static } from 'typebox';
import { Id, messages, NullableString, NullableText, Text } from './common';

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
  name: Text(1, 32, { missing: '请输入页面类型名称', invalid: '页面类型名称为 1 到 32 个字符' }),
  templateKey: Type.String({
    pattern: '^/?[a-z0-9_]{1,64}$',
    ...messages({ missing: '请选择模板', invalid: '模板键为小写字母、数字和下划线' }),
  }),
  contentType: NullableText(8, '内容类型不正确'),
  sortType: NullableText(12, '排版类型不正确'),
});
export type PageTypeSaveBody = Static<typeof PageTypeSaveBody>;

/** One template of the build (dist/template-keys.json, written from templates/<name>/descriptor.ts). */
export type RegisteredTemplateKey = { key: string; name: string; idIn: string };
