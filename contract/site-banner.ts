import { Type, type Static } from 'typebox';
import { AdLawOverride } from './ad-law';
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
  named,
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
  title: Text(
    1,
    100,
    { missing: '请输入标题', invalid: '标题为 1 到 100 个字符' },
    named(
      '标题',
      '显示在图片左侧（手机上在图片底部）；用“ · ”分隔时，前半句为大标题、后半句为说明；1 到 100 个字符',
    ),
  ),
  image: Text(
    1,
    MAX_CONTENT_URL_LENGTH,
    { missing: '请上传图片', invalid: '图片地址不正确' },
    named(
      '图片',
      '宽 1920、高 640 像素为宜，请勿在图片中写字（标题会以文字显示在左侧）；手机上只显示图片的右侧部分',
    ),
  ),
  url: NullableText(
    MAX_CONTENT_URL_LENGTH,
    '链接地址过长',
    named('链接地址', '点击轮播图时打开的地址：本站路径（如 /about_us）或 http(s) 地址；留空则不可点击'),
  ),
  publishTime: NullableDateTimeInput(
    '发布时间格式不正确，例如 2025-07-01 09:00',
    named('发布时间', '北京时间；留空则发布后立即显示'),
  ),
  endTime: NullableDateTimeInput(
    '下线时间格式不正确，例如 2025-07-31 18:00',
    named('下线时间', '北京时间；留空则一直显示'),
  ),
  status: StatusField,
  sort: SortField,
  /** Why an advertising-law hit may stand (contract/ad-law.ts): a reviewer's reason, audited. */
  adLawOverride: AdLawOverride,
});
export type BannerSaveBody = Static<typeof BannerSaveBody>;
