import { Type, type Static } from 'typebox';
import { AdLawOverride } from './ad-law';
import {
  INT_MAX,
  messages,
  NullableInteger,
  NullableString,
  NullableText,
  PlatformName,
  RequiredPlatform,
  Text,
} from './common';
import { MAX_CONTENT_URL_LENGTH } from './url-policy';

export const IcpLink = Type.Object({ text: Type.String(), url: Type.String() });

export const SiteSetting = Type.Object({
  platform: PlatformName,
  siteTitle: Type.String(),
  contactTitle: Type.String(),
  copyright: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  homeUrl: Type.String(),
  wechatQr: NullableString,
  weiboQr: NullableString,
  xiaohongshuQr: NullableString,
  icpLinks: Type.Array(IcpLink),
  /** What the admission lookup says when it finds nothing: when results are published (issue 21 item 6). */
  enrollNotice: Type.String(),
  /**
   * After a lead (issue 38 item 4): the panel that replaces the form says what happens next
   * (empty: lead-notice LEAD_NEXT_STEPS_DEFAULT), the hotline (`phone`) and these working hours (empty: not said).
   */
  workingHours: Type.String(),
  leadNextSteps: Type.String(),
  /**
   * The menu of this site whose page is its privacy notice, linked beside every lead form's
   * submit (提交即表示同意《隐私政策》); null: none chosen (the forms then say so without a link).
   */
  privacyMenuId: NullableInteger,
});
export type SiteSetting = Static<typeof SiteSetting>;

/** The site's own QR code, drawn by the server for the host it is shown on: the demo's QR pictures point to it. */
export const SITE_QR_PATH = '/qr/site.svg';

// ---- Back office (extension: cms/web/siteSetting details and save, issue 13 item 3) ----

/** The settings of one platform (details takes `platform`; a platform without settings answers "not found"). */
export const SiteSettingQuery = Type.Object({
  platform: RequiredPlatform,
});
export type SiteSettingQuery = Static<typeof SiteSettingQuery>;

const Line = (max: number, what: string, required = false) =>
  Text(required ? 1 : 0, max, { missing: `请输入${what}`, invalid: `${what}不能超过 ${max} 个字符` });

/** Creates or replaces a platform's settings. Every url follows the url policy. */
export const SiteSettingSaveBody = Type.Object({
  platform: RequiredPlatform,
  siteTitle: Line(64, '站点标题', true),
  contactTitle: Line(64, '联系标题'),
  copyright: Line(200, '版权信息'),
  address: Line(200, '地址'),
  phone: Line(64, '电话'),
  email: Line(128, '邮箱'),
  homeUrl: Line(MAX_CONTENT_URL_LENGTH, '首页地址'),
  wechatQr: NullableText(MAX_CONTENT_URL_LENGTH, '微信二维码地址过长'),
  weiboQr: NullableText(MAX_CONTENT_URL_LENGTH, '微博二维码地址过长'),
  xiaohongshuQr: NullableText(MAX_CONTENT_URL_LENGTH, '小红书二维码地址过长'),
  icpLinks: Type.Array(
    Type.Object({
      text: Text(1, 100, { missing: '请输入备案文字', invalid: '备案文字为 1 到 100 个字符' }),
      url: Text(1, MAX_CONTENT_URL_LENGTH, { missing: '请输入备案链接', invalid: '备案链接不正确' }),
    }),
    { maxItems: 10, default: [], ...messages({ invalid: '备案链接最多 10 条' }) },
  ),
  enrollNotice: Type.Optional(Line(200, '录取查询说明')),
  workingHours: Type.Optional(Line(100, '工作时间')),
  leadNextSteps: Type.Optional(Line(200, '提交后说明')),
  /** A menu of the same site (the server checks it); null or absent: none. */
  privacyMenuId: Type.Optional(
    Type.Unsafe<number | null>({
      type: ['integer', 'null'],
      minimum: 1,
      maximum: INT_MAX,
      ...messages({ invalid: '隐私政策页面不正确' }),
    }),
  ),
  /** Why an advertising-law hit may stand (contract/ad-law.ts): a reviewer's reason, audited. */
  adLawOverride: AdLawOverride,
});
export type SiteSettingSaveBody = Static<typeof SiteSettingSaveBody>;
