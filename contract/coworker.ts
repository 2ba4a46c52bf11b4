import { Type, type Static } from 'typebox';
import {
  Id,
  Keyword,
  messages,
  named,
  NullableString,
  NullableText,
  PageQuery,
  Platform,
  PlatformName,
  RequiredPlatform,
  SortField,
  StaffPageQuery,
  StatusField,
  Text,
} from './common';
import { MAX_CONTENT_URL_LENGTH } from './url-policy';

export const Coworker = Type.Object({
  id: Type.Integer(),
  platform: PlatformName,
  name: Type.String(),
  title: Type.String(),
  avatar: NullableString,
  summary: Type.String(),
  subjects: Type.String(),
  sort: Type.Integer(),
});
export type Coworker = Static<typeof Coworker>;

export const CoworkerDetails = Type.Object({ ...Coworker.properties, bio: Type.String() });
export type CoworkerDetails = Static<typeof CoworkerDetails>;

export const CoworkerListQuery = Type.Object({ platform: Type.Optional(Platform), ...PageQuery });
export type CoworkerListQuery = Static<typeof CoworkerListQuery>;

// ---- Back office (cms/web/coworker: list, details, save, remove, sort) ----

export const CoworkerAdmin = Type.Object({ ...Coworker.properties, status: Type.Boolean() });
export type CoworkerAdmin = Static<typeof CoworkerAdmin>;
export const CoworkerAdminDetails = Type.Object({ ...CoworkerAdmin.properties, bio: Type.String() });
export type CoworkerAdminDetails = Static<typeof CoworkerAdminDetails>;

export const CoworkerAdminQuery = Type.Object({
  platform: Type.Optional(Platform),
  keyword: Keyword,
  ...StaffPageQuery,
});
export type CoworkerAdminQuery = Static<typeof CoworkerAdminQuery>;

/** `bio` is HTML, sanitised on save with the site's policy. */
export const CoworkerSaveBody = Type.Object({
  id: Type.Optional(Id('教师编号不正确')),
  platform: RequiredPlatform,
  name: Text(
    1,
    32,
    { missing: '请输入姓名', invalid: '姓名为 1 到 32 个字符' },
    named('姓名', '1 到 32 个字符'),
  ),
  title: Text(
    0,
    64,
    { invalid: '职称不能超过 64 个字符' },
    named('职称', '如：副教授、高级讲师；不超过 64 个字符'),
  ),
  avatar: NullableText(MAX_CONTENT_URL_LENGTH, '头像地址过长', named('头像')),
  summary: Text(
    0,
    500,
    { invalid: '简介不能超过 500 个字符' },
    named('简介', '列表中显示的一段话；不超过 500 个字符'),
  ),
  subjects: Text(
    0,
    200,
    { invalid: '授课科目不能超过 200 个字符' },
    named('授课科目', '多个科目用顿号分隔；不超过 200 个字符'),
  ),
  bio: Type.Optional(
    Type.String({
      ...named(
        '详细介绍（HTML）',
        '教师详情页的正文，可用 <p>、<strong>、<ul> 等标签；保存时服务器会去掉不安全的内容',
      ),
      maxLength: 50_000,
      ...messages({ invalid: '详细介绍不能超过 50000 个字符' }),
    }),
  ),
  status: StatusField,
  sort: SortField,
});
export type CoworkerSaveBody = Static<typeof CoworkerSaveBody>;
