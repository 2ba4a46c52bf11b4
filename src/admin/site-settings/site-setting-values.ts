import type { Platform } from '@contract/common';
import { type SiteSetting, SiteSettingSaveBody } from '@contract/site-setting';
import { type BodySchema, propertyOf } from '../ui/resource-fields';
import type { Refusal } from '../ui/server-message';
import { siteSettingMessages } from './messages';

/** A property's longest text in contract/site-setting.ts SiteSettingSaveBody. */
export const maxLengthOf = (field: TextField): number =>
  propertyOf(SiteSettingSaveBody, field).maxLength ?? Infinity;

const icpSchema = SiteSettingSaveBody.properties.icpLinks as { maxItems?: number; items: BodySchema };
/** contract/site-setting.ts: at most this many ICP links, each's text at most this long. */
export const MAX_ICP_LINKS = icpSchema.maxItems ?? Infinity;
export const MAX_ICP_TEXT = propertyOf(icpSchema.items, 'text').maxLength ?? Infinity;

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
  /** The after-lead panel's working hours and what happens next (issue 38 item 4). */
  workingHours: string;
  leadNextSteps: string;
  /** The privacy notice's menu, as the drop-down holds it: its id, or '' for none. */
  privacyMenuId: string;
};

export type TextField = Exclude<keyof SiteSettingValues, 'platform' | 'icpLinks' | 'privacyMenuId'>;

/** Where a message points: a field, one ICP row's text or address, or the ICP list as a whole. */
export type ErrorTarget =
  TextField | 'privacyMenuId' | `icp-${number}-text` | `icp-${number}-url` | 'icpLinks';
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
  workingHours: '',
  leadNextSteps: '',
  privacyMenuId: '',
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
  workingHours: setting.workingHours,
  leadNextSteps: setting.leadNextSteps,
  privacyMenuId: setting.privacyMenuId === null ? '' : String(setting.privacyMenuId),
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
  workingHours: values.workingHours.trim(),
  leadNextSteps: values.leadNextSteps.trim(),
  privacyMenuId: values.privacyMenuId === '' ? null : Number(values.privacyMenuId),
});

const TEXT_FIELDS: readonly TextField[] = [
  'siteTitle',
  'homeUrl',
  'contactTitle',
  'copyright',
  'address',
  'phone',
  'email',
  'wechatQr',
  'weiboQr',
  'xiaohongshuQr',
  'enrollNotice',
  'workingHours',
  'leadNextSteps',
];

/** The checks that need no server; whether an address follows the url policy is the server's to say. */
export function validateSetting(values: SiteSettingValues): SettingErrors {
  const errors: SettingErrors = {};
  for (const field of TEXT_FIELDS) {
    const max = maxLengthOf(field);
    if ([...values[field].trim()].length > max)
      errors[field] = siteSettingMessages.tooLong(siteSettingMessages[field], max);
  }
  if (!values.siteTitle.trim()) errors.siteTitle = siteSettingMessages.siteTitleMissing;
  if (values.icpLinks.length > MAX_ICP_LINKS) errors.icpLinks = siteSettingMessages.icpTooMany(MAX_ICP_LINKS);
  values.icpLinks.forEach((link, index) => {
    const text = link.text.trim();
    if (!text) errors[`icp-${index}-text`] = siteSettingMessages.icpTextMissing;
    else if ([...text].length > MAX_ICP_TEXT)
      errors[`icp-${index}-text`] = siteSettingMessages.icpTextTooLong;
    if (!link.url.trim()) errors[`icp-${index}-url`] = siteSettingMessages.icpUrlMissing;
  });
  return errors;
}

/**
 * Where the server's refusal belongs: the field its envelope names (`icpLinks`: the list as a
 * whole; the message says which row), else nowhere (shown above the buttons).
 */
export function targetOfRefusal({ field }: Refusal): ErrorTarget | null {
  return field === 'icpLinks' || field === 'privacyMenuId' || TEXT_FIELDS.includes(field as TextField)
    ? (field as ErrorTarget)
    : null;
}
