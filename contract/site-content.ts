import { Type, type Static } from 'typebox';
import { AdLawOverride } from './ad-law';
import {
  DateTimeInput,
  Id,
  IdList,
  Keyword,
  messages,
  named,
  NullableDateTimeInput,
  NullableString,
  NullableText,
  PageQuery,
  PLATFORMS,
  SCHEDULE_STATES,
  ScheduleStateName,
  sortField,
  StaffPageQuery,
  Text,
} from './common';
import { SeoFields, SeoSaveFields } from './seo';
import { MAX_CONTENT_URL_LENGTH } from './url-policy';

export const ContentItem = Type.Object({
  id: Type.Integer(),
  menuId: Type.Integer(),
  title: Type.String(),
  url: NullableString,
  image: NullableString,
  summary: NullableString,
  video: NullableString,
  /** ISO 8601. */
  publishTime: Type.String(),
  sort: Type.Integer(),
});
export type ContentItem = Static<typeof ContentItem>;

/**
 * The details call's item: with its `body` (HTML, sanitised on display) and its SEO fields (the
 * article page's head: contract/seo.ts; lists leave them out).
 */
export const ContentDetails = Type.Object({ ...ContentItem.properties, body: Type.String(), ...SeoFields });
export type ContentDetails = Static<typeof ContentDetails>;

export const ContentListQuery = Type.Object({
  menuId: Id('栏目编号不正确', '请提供栏目编号'),
  ...PageQuery,
});
export type ContentListQuery = Static<typeof ContentListQuery>;

// ---- Back office (cms/web/siteContent: list, details, save, publish, remove, sort) ----

/** Longest rich text body, in characters (the save's body limit is set to fit it). */
export const MAX_BODY_LENGTH = 100_000;

/** A content item as staff see it: drafts too, with its status, end time and schedule state. */
export const ContentAdminItem = Type.Object({
  ...ContentItem.properties,
  status: Type.Boolean(),
  /** ISO 8601; after it the item is hidden again. */
  endTime: NullableString,
  schedule: ScheduleStateName,
});
export type ContentAdminItem = Static<typeof ContentAdminItem>;

export const ContentAdminDetails = Type.Object({
  ...ContentAdminItem.properties,
  body: Type.String(),
  ...SeoFields,
});
export type ContentAdminDetails = Static<typeof ContentAdminDetails>;

export const ContentAdminQuery = Type.Object({
  menuId: Type.Optional(Id('栏目编号不正确')),
  keyword: Keyword,
  /** true: published (status on) only; false: drafts only. */
  status: Type.Optional(Type.Boolean(messages({ invalid: '状态应为 true 或 false' }))),
  ...StaffPageQuery,
});
export type ContentAdminQuery = Static<typeof ContentAdminQuery>;

/**
 * Create (no id) or update (id). `publishTime` (default: now) and `endTime` (optional) are China
 * time unless they carry a zone; the item shows from the one until the other. `body` is HTML,
 * sanitised on save with the site's policy (contract/rich-text-policy.ts).
 */
/**
 * POST …/siteContent: a new item (no `id`: `menuId` and `title` required, the rest defaulted) or
 * a change of one (`id`): only the fields sent change, those left out keep what is stored.
 */
export const ContentSaveBody = Type.Object({
  id: Type.Optional(Id('内容编号不正确')),
  menuId: Type.Optional(Id('栏目编号不正确', '请选择栏目')),
  title: Text(1, 200, { missing: '请输入标题', invalid: '标题为 1 到 200 个字符' }, named('标题')),
  summary: NullableText(
    1000,
    '摘要不能超过 1000 个字符',
    named('摘要', '列表中显示的简短介绍，最多 1000 个字符'),
  ),
  url: NullableText(
    MAX_CONTENT_URL_LENGTH,
    '链接地址过长',
    named(
      '链接地址',
      '填写后，访客点击这条内容将打开此地址（http(s) 地址或本站路径，如 /about_us）；留空则打开内容详情页',
    ),
  ),
  image: NullableText(
    MAX_CONTENT_URL_LENGTH,
    '图片地址过长',
    named('图片', '列表和详情页显示的图片（JPG、PNG 或 GIF）'),
  ),
  video: NullableText(MAX_CONTENT_URL_LENGTH, '视频地址过长', named('视频', 'MP4 视频，可留空')),
  body: Type.Optional(
    Type.String({
      ...named(
        '正文',
        '保存时服务器会按网站规则清理正文（去掉脚本、样式等不允许的内容），保存后显示的即为网站上的正文。',
      ),
      maxLength: MAX_BODY_LENGTH,
      ...messages({ invalid: '正文不能超过 100000 个字符' }),
    }),
  ),
  publishTime: Type.Optional(
    DateTimeInput(
      '发布时间格式不正确，例如 2025-07-01 09:00',
      named('发布时间', '北京时间；晚于现在则到时自动显示'),
    ),
  ),
  endTime: NullableDateTimeInput('下线时间格式不正确，例如 2025-07-31 18:00'),
  /** Published; a new item left without it is a draft (no default here: a change without it keeps the stored one). */
  status: Type.Optional(Type.Boolean(messages({ invalid: '状态不正确' }))),
  sort: sortField(named('排序', '数字越小越靠前；留空则排在最后')),
  ...SeoSaveFields,
  /** Why an advertising-law hit may stand (contract/ad-law.ts): a reviewer's reason, audited. */
  adLawOverride: AdLawOverride,
});
export type ContentSaveBody = Static<typeof ContentSaveBody>;

/** Publish (`status` true) or withdraw (false) items at once. */
export const ContentPublishBody = Type.Object({
  ids: IdList('内容'),
  status: Type.Boolean(messages({ missing: '请指定发布或撤回', invalid: '状态应为 true 或 false' })),
});
export type ContentPublishBody = Static<typeof ContentPublishBody>;

// ---- Back office: search across a site, and bulk changes (issue 25 item 6) ----

/**
 * With a keyword, at most this many items of the site (the newest that pass the other filters)
 * are searched; `truncated` says when there were more (narrow the dates to search the older).
 */
export const CONTENT_SEARCH_SCAN_LIMIT = 5000;
/**
 * …and at most this many bytes of their bodies' text (8 MiB): the search reads each body's text
 * in SQL, so a site of long articles is bounded by what is read, not only by how many items.
 */
export const CONTENT_SEARCH_SCAN_BYTES = 8 * 1024 * 1024;

const SearchDay = (invalid: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', ...messages({ invalid }) });

/**
 * GET …/siteContent/listBySite: one site's content, newest first. `keyword`: part of the title,
 * of the body's text (not its markup) or of the menu's name; `state`: where the item stands
 * (draft, scheduled, published, ended); `from` / `to`: publish days (China time, both included).
 */
export const ContentSearchQuery = Type.Object({
  platform: Type.Enum(PLATFORMS, messages({ missing: '请选择平台', invalid: '平台参数不正确' })),
  keyword: Keyword,
  state: Type.Optional(
    Type.Enum(SCHEDULE_STATES, messages({ invalid: '状态应为 草稿、待发布、已发布 或 已下线' })),
  ),
  from: Type.Optional(SearchDay('开始日期格式应为 YYYY-MM-DD')),
  to: Type.Optional(SearchDay('结束日期格式应为 YYYY-MM-DD')),
  ...StaffPageQuery,
});
export type ContentSearchQuery = Static<typeof ContentSearchQuery>;

/** A search result: the item as staff see it, with the name of its menu. */
export const ContentSearchItem = Type.Object({ ...ContentAdminItem.properties, menuName: Type.String() });
export type ContentSearchItem = Static<typeof ContentSearchItem>;

export const ContentSearchPage = Type.Object({
  total: Type.Integer(),
  pageList: Type.Array(ContentSearchItem),
  /** Only the newest CONTENT_SEARCH_SCAN_LIMIT items (CONTENT_SEARCH_SCAN_BYTES of text) were searched for the keyword. */
  truncated: Type.Boolean(),
});
export type ContentSearchPage = Static<typeof ContentSearchPage>;

/** DELETE …/siteContent/removeBatch?ids=1&ids=2: the ticked items, all or none. */
export const ContentIdsQuery = Type.Object({ ids: IdList('内容') });
export type ContentIdsQuery = Static<typeof ContentIdsQuery>;

/** PUT …/siteContent/changeMenuBatch: the ticked items into one content menu of their own site. */
export const ContentMoveBody = Type.Object({
  ids: IdList('内容'),
  menuId: Id('目标栏目编号不正确', '请选择目标栏目'),
});
export type ContentMoveBody = Static<typeof ContentMoveBody>;

/**
 * PUT …/siteContent/changeScheduleBatch: a new publish time and / or end time for the ticked
 * items (China time unless zoned); `endTime` null clears it. Each item's end must stay after its
 * publish time.
 */
export const ContentScheduleBody = Type.Object({
  ids: IdList('内容'),
  publishTime: Type.Optional(DateTimeInput('发布时间格式不正确，例如 2025-07-01 09:00')),
  endTime: NullableDateTimeInput('下线时间格式不正确，例如 2025-07-31 18:00'),
});
export type ContentScheduleBody = Static<typeof ContentScheduleBody>;

/** What a bulk change did: how many items it changed. */
export const ContentBatchResult = Type.Object({ changed: Type.Integer() });
export type ContentBatchResult = Static<typeof ContentBatchResult>;
