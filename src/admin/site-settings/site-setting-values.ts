import type { Platform } from '@contract/common';
import type { SiteSetting, SiteSettingSaveBody } from '@contract/site-setting';
import { MAX_CONTENT_URL_LENGTH } from '@contract/url-policy';
import { fieldOfMessage } from '../ui/server-message';
import { siteSettingMessages } from './messages';

/** contract/site-setting.ts: the lookup's notice is at most this long. */
export const ENROLL_NOTICE_MAX = 200;

/** contract/site-setting.ts: at most this many ICP links. */
export const MAX_ICP_LINKS = 10;

/** An ICP row of the form: `key` keeps React's rows (and their focus) while rows move. */
export type IcpRow = { key: number; text: string; url: string };

export type SiteSettingValues = {
  platform: Platform;
  siteTitle: string;
  homeUrl: string;
  contactTitle: string;
  copyright: string;
  address: string;
  phone: string;
  email: string;
  wechatQr: string;
  weiboQr: string;
  xiaohongshuQr: string;
  icpLinks: IcpRow[];
  /** What the admission lookup says when it finds nothing: when results are published. */
  enrollNotice: string;
};

export type TextField = Exclude<keyof SiteSettingValues, 'platform' | 'icpLinks'>;

/** Where a message points: a field, one ICP row's text or address, or the ICP list as a whole. */
export type ErrorTarget = TextField | `icp-${number}-text` | `icp-${number}-url` | 'icpLinks';
export type SettingErrors = Partial<Record<ErrorTarget, string>>;

let nextKey = 1;
export const icpRow = (text = '', url = ''): IcpRow => ({ key: nextKey++, text, url });

export const emptySetting = (platform: Platform): SiteSettingValues => ({
  platform,
  siteTitle: '',
  homeUrl: '',
  contactTitle: '',
  copyright: '',
  address: '',
  phone: '',
  email: '',
  wechatQr: '',
  weiboQr: '',
  xiaohongshuQr: '',
  icpLinks: [],
  enrollNotice: '',
});

export const settingValuesOf = (setting: SiteSetting): SiteSettingValues => ({
  platform: setting.platform,
  siteTitle: setting.siteTitle,
  homeUrl: setting.homeUrl,
  contactTitle: setting.contactTitle,
  copyright: setting.copyright,
  address: setting.address,
  phone: setting.phone,
  email: setting.email,
  wechatQr: setting.wechatQr ?? '',
  weiboQr: setting.weiboQr ?? '',
  xiaohongshuQr: setting.xiaohongshuQr ?? '',
  icpLinks: setting.icpLinks.map((link) => icpRow(link.text, link.url)),
  enrollNotice: setting.enrollNotice,
});

/** The whole platform's settings as one JSON body (the ICP links a list of objects). */
export const settingSaveBodyOf = (values: SiteSettingValues): SiteSettingSaveBody => ({
  platform: values.platform,
  siteTitle: values.siteTitle.trim(),
  homeUrl: values.homeUrl.trim(),
  contactTitle: values.contactTitle.trim(),
  copyright: values.copyright.trim(),
  address: values.address.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  wechatQr: values.wechatQr.trim() || null,
  weiboQr: values.weiboQr.trim() || null,
  xiaohongshuQr: values.xiaohongshuQr.trim() || null,
  icpLinks: values.icpLinks.map((link) => ({ text: link.text.trim(), url: link.url.trim() })),
  enrollNotice: values.enrollNotice.trim(),
});

/** contract/site-setting.ts SiteSettingSaveBody's lengths, with the labels its messages use. */
const LIMITS: Record<TextField, number> = {
  siteTitle: 64,
  homeUrl: MAX_CONTENT_URL_LENGTH,
  contactTitle: 64,
  copyright: 200,
  address: 200,
  phone: 64,
  email: 128,
  wechatQr: MAX_CONTENT_URL_LENGTH,
  weiboQr: MAX_CONTENT_URL_LENGTH,
  xiaohongshuQr: MAX_CONTENT_URL_LENGTH,
  enrollNotice: ENROLL_NOTICE_MAX,
};

/** The checks that need no server; whether an address follows the url policy is the server's to say. */
export function validateSetting(values: SiteSettingValues): SettingErrors {
  const errors: SettingErrors = {};
  for (const [field, max] of Object.entries(LIMITS) as [TextField, number][]) {
    if ([...values[field].trim()].length > max)
      errors[field] = siteSettingMessages.tooLong(siteSettingMessages[field], max);
  }
  if (!values.siteTitle.trim()) errors.siteTitle = siteSettingMessages.siteTitleMissing;
  if (values.icpLinks.length > MAX_ICP_LINKS) errors.icpLinks = siteSettingMessages.icpTooMany(MAX_ICP_LINKS);
  values.icpLinks.forEach((link, index) => {
    const text = link.text.trim();
    if (!text) errors[`icp-${index}-text`] = siteSettingMessages.icpTextMissing;
    else if ([...text].length > 100) errors[`icp-${index}-text`] = siteSettingMessages.icpTextTooLong;
    if (!link.url.trim()) errors[`icp-${index}-url`] = siteSettingMessages.icpUrlMissing;
  });
  return errors;
}

/** The words the server's messages (server/src/routes/api/cms/web/site-setting-admin.ts) name each field by. */
const SERVER_FIELDS = [
  ['wechatQr', ['微信二维码']],
  ['weiboQr', ['微博二维码']],
  ['xiaohongshuQr', ['小红书二维码']],
  ['homeUrl', ['首页地址']],
  ['enrollNotice', ['录取查询说明']],
  ['siteTitle', ['站点标题']],
  ['contactTitle', ['联系标题']],
  ['copyright', ['版权信息']],
  ['email', ['邮箱']],
  ['phone', ['电话']],
  ['address', ['地址']],
] as const satisfies readonly (readonly [TextField, readonly string[]])[];

/** Where the server's refusal belongs: `第 2 条备案链接…` names a row's address. */
export function targetOfServerMessage(message: string): ErrorTarget | null {
  const row = /第 (\d+) 条备案链接/.exec(message);
  if (row) return `icp-${Number(row[1]) - 1}-url`;
  if (message.includes('备案')) return 'icpLinks';
  return fieldOfMessage(message, SERVER_FIELDS);
}
