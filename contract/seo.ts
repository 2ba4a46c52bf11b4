import { Type, type Static } from 'typebox';
import { messages, named, NullableText } from './common';
import { SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_SHOWN, SEO_TITLE_MAX, SEO_TITLE_SHOWN } from './seo-length';
import { MAX_CONTENT_URL_LENGTH } from './url-policy';

/** SEO and sharing fields (issue 25 item 3); their lengths and how they are counted: seo-length.ts. */

/**
 * The fields as read (a content item's details, a menu entry): each present only when set, so a
 * page's data grows only by what its editors wrote.
 */
export const SeoFields = {
  seoTitle: Type.Optional(Type.String()),
  seoDescription: Type.Optional(Type.String()),
  seoImage: Type.Optional(Type.String()),
  noindex: Type.Optional(Type.Boolean()),
};
export const SeoRecord = Type.Object(SeoFields);
export type SeoFields = Static<typeof SeoRecord>;

/**
 * The fields of a save body. Each is optional: a save that leaves one out keeps what is stored
 * (a new record: empty, indexed). The share picture follows the one url policy (url-policy.ts).
 */
export const SeoSaveFields = {
  seoTitle: NullableText(
    SEO_TITLE_MAX,
    `搜索标题不能超过 ${SEO_TITLE_MAX} 个字符`,
    named(
      '搜索标题',
      `搜索结果和分享卡片的标题；留空则用标题。搜索结果中大约只显示前 ${SEO_TITLE_SHOWN} 个字`,
    ),
  ),
  seoDescription: NullableText(
    SEO_DESCRIPTION_MAX,
    `搜索描述不能超过 ${SEO_DESCRIPTION_MAX} 个字符`,
    named(
      '搜索描述',
      `搜索结果和分享卡片的描述；留空则用摘要。搜索结果中大约只显示前 ${SEO_DESCRIPTION_SHOWN} 个字`,
    ),
  ),
  seoImage: NullableText(
    MAX_CONTENT_URL_LENGTH,
    '分享图片地址过长',
    named('分享图片', '微信等分享卡片上的图片；留空则用内容的图片或网站的默认图片'),
  ),
  noindex: Type.Optional(
    Type.Boolean({
      ...named('不让搜索引擎收录', '勾选后页面带 noindex，且不列入站点地图'),
      ...messages({ invalid: '不让搜索引擎收录应为 true 或 false' }),
    }),
  ),
};
export const SeoSaveRecord = Type.Object(SeoSaveFields);
export type SeoSaveBody = Static<typeof SeoSaveRecord>;
