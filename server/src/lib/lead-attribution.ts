import type { DeviceClass } from '@contract/lead-rules';
import { SOURCE_MAX, sourceOfUtm } from '@contract/lead-sources';

/**
 * Where a lead came from, decided once when it is stored (issue 21 item 2): the device class and
 * WeChat from the User-Agent, and the source and medium the channel report groups by. Pure: the
 * route gives it what the request and the form said.
 */

/** Lower case, trimmed, at most SOURCE_MAX characters (whole code points); null when empty. */
const sourceKey = (value: string | null): string | null =>
  [...(value ?? '').trim().toLowerCase()].slice(0, SOURCE_MAX).join('') || null;

// Tablets first: an Android tablet's UA lacks "Mobile", an iPad's names no phone. iPadOS 13+
// sends a Mac's UA by default and counts as a desktop: nothing in the request tells them apart.
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|HarmonyOS|BlackBerry|Opera Mini/i;

/** 'phone', 'tablet' or 'desktop' from a User-Agent; null when the request sent none. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass | null {
  if (!userAgent?.trim()) return null;
  if (TABLET.test(userAgent)) return 'tablet';
  return PHONE.test(userAgent) ? 'phone' : 'desktop';
}

/** WeChat's in-app browser (on phones, tablets and the desktop client). */
export const isWechatBrowser = (userAgent: string | undefined): boolean =>
  /MicroMessenger/i.test(userAgent ?? '');

type Channel = { source: string; medium: string };

/** Search engines by the end of the referring host name; their visitors are organic search. */
const SEARCH: [RegExp, string][] = [
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)sogou\.com$/, 'sogou'],
  [/(^|\.)so\.com$/, 'so360'],
  [/(^|\.)sm\.cn$/, 'shenma'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/, 'google'],
];

/** Social sites and apps; WeChat before QQ (both are qq.com). */
const SOCIAL: [RegExp, string][] = [
  [/(^|\.)weixin\.qq\.com$|(^|\.)wechat\.com$/, 'wechat'],
  [/(^|\.)weibo\.(com|cn)$|^t\.cn$/, 'weibo'],
  [/(^|\.)xiaohongshu\.com$|(^|\.)xhslink\.com$/, 'xiaohongshu'],
  [/(^|\.)(douyin|iesdouyin)\.com$/, 'douyin'],
  [/(^|\.)zhihu\.com$/, 'zhihu'],
  [/(^|\.)qq\.com$/, 'qq'],
];

/** Android apps send `android-app://<package>/` as the referrer: WeChat's is com.tencent.mm. */
const APPS: Record<string, Channel> = {
  'com.tencent.mm': { source: 'wechat', medium: 'social' },
  'com.sina.weibo': { source: 'weibo', medium: 'social' },
  'com.xingin.xhs': { source: 'xiaohongshu', medium: 'social' },
  'com.ss.android.ugc.aweme': { source: 'douyin', medium: 'social' },
  'com.zhihu.android': { source: 'zhihu', medium: 'social' },
  'com.tencent.mobileqq': { source: 'qq', medium: 'social' },
  'com.baidu.searchbox': { source: 'baidu', medium: 'organic' },
};

/** The referring site as a channel, or null when the referrer names none (or this site). */
function referrerChannel(referrer: string, isOwnHost: (host: string) => boolean): Channel | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol === 'android-app:') return APPS[url.hostname.toLowerCase()] ?? null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host || isOwnHost(host)) return null;
  for (const [pattern, source] of SEARCH) if (pattern.test(host)) return { source, medium: 'organic' };
  for (const [pattern, source] of SOCIAL) if (pattern.test(host)) return { source, medium: 'social' };
  return { source: sourceKey(host.replace(/^www\./, '')) ?? host, medium: 'referral' };
}

export type SourceInput = {
  /** The visit's utm_source and utm_medium, as sent (already bounded). */
  utmSource: string | null;
  utmMedium: string | null;
  /** The page that linked to the visit's first page (document.referrer), as sent. */
  referrer: string | null;
  /** Sent from WeChat's in-app browser. */
  inWechat: boolean;
  /** Whether a host name (lower case, no port) is one of this site's: the request's or a host kind. */
  isOwnHost: (host: string) => boolean;
};

/**
 * The lead's source and medium: the campaign's source when the visit had a utm_source (its
 * spellings through the built-in alias table: `weixin`, `WeChat`, `微信` are `wechat`; the
 * staff's aliases are applied where the lead is written, in its transaction); else
 * what the referring site is (a search engine: organic, a social site: social, any other site:
 * its host, referral); else WeChat when the visit had no referrer inside WeChat (shared links
 * open without one); else direct. A referrer on this site's own hosts says nothing.
 */
export function leadSource(input: SourceInput): { source: string; medium: string | null } {
  const utmSource = sourceOfUtm(input.utmSource);
  if (utmSource) return { source: utmSource, medium: sourceKey(input.utmMedium) };
  const referred = input.referrer ? referrerChannel(input.referrer, input.isOwnHost) : null;
  if (referred) return referred;
  if (input.inWechat) return { source: 'wechat', medium: 'social' };
  return { source: 'direct', medium: null };
}

/** The source keys this module derives by itself (each must have a KNOWN_SOURCES label). */
export const DERIVED_SOURCES: readonly string[] = [
  ...new Set([
    ...SEARCH.map(([, source]) => source),
    ...SOCIAL.map(([, source]) => source),
    ...Object.values(APPS).map((channel) => channel.source),
    'wechat',
    'direct',
  ]),
];
