import { Type, type Static } from 'typebox';
import {
  Id,
  NullableDateTimeInput,
  NullableString,
  NullableText,
  PlatformName,
  PlatformQuery,
  RequiredPlatform,
  ScheduleStateName,
  SortField,
  StatusField,
  Text,
} from './common';
import { MAX_CONTENT_URL_LENGTH } from './url-policy';

export const Banner = Type.Object({
  id: Type.Integer(),
  platform: PlatformName,
  title: Type.String(),
  image: Type.String(),
  url: NullableString,
  sort: Type.Integer(),
});
export type Banner = Static<typeof Banner>;

// ---- Back office (cms/web/siteBanner: list, details, save, remove, sort) ----

/** A banner as staff see it: hidden ones too, with status, publish and end times. */
export const BannerAdmin = Type.Object({
  ...Banner.properties,
  status: Type.Boolean(),
  /** ISO 8601; null: shown as soon as published. */
  publishTime: NullableString,
  endTime: NullableString,
  schedule: ScheduleStateName,
});
export type BannerAdmin = Static<typeof BannerAdmin>;

/** A platform's banners, or every platform's when none is given. */
export const BannerAdminQuery = PlatformQuery;
export type BannerAdminQuery = Static<typeof BannerAdminQuery>;

export const BannerSaveBody = Type.Object({
  id: Type.Optional(Id('轮播图编号不正确')),
  platform: RequiredPlatform,
  title: Text(1, 100, { missing: '请输入标题', invalid: '标题为 1 到 100 个字符' }),
  image: Text(1, MAX_CONTENT_URL_LENGTH, { missing: '请上传图片', invalid: '图片地址不正确' }),
  url: NullableText(MAX_CONTENT_URL_LENGTH, '链接地址过长'),
  publishTime: NullableDateTimeInput('发布时间格式不正确，例如 2025-07-01 09:00'),
  endTime: NullableDateTimeInput('下线时间格式不正确，例如 2025-07-31 18:00'),
  status: StatusField,
  sort: SortField,
});
export type BannerSaveBody = Static<typeof BannerSaveBody>;
