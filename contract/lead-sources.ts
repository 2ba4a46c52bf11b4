import { KNOWN_SOURCES, sourceLabel } from './lead-rules';

/**
 * A lead's source by its spellings, and its medium in words (issue 38 item 4): the server derives
 * and re-derives sources with it, the console names media and lists the built-in spellings. Apart
 * from lead-rules.ts, which the public site's first script carries: the site never needs these
 * tables (the form sends the utm_source as the link carried it). No typebox here either.
 */
export { sourceLabel };

/** The longest source (and alias) kept: the list filter takes up to 100 characters. */
export const SOURCE_MAX = 100;

/**
 * The built-in alias table (issue 38 item 4): how campaigns spell each known source's
 * utm_source, as compared (sourceAliasKey: lower case, half-width). Each source's own key and
 * its Chinese name are aliases too. Staff add their own on 来源别名 (lead_source_alias); those
 * can be none of these.
 */
export const SOURCE_ALIASES: Record<string, readonly string[]> = {
  wechat: ['weixin', 'wx', '微信', '微信公众号', '公众号', '朋友圈', 'wechat_mp', 'weixin_mp'],
  baidu: ['百度', 'baidu_sem', 'baidusem', '百度推广'],
  douyin: ['抖音', 'iesdouyin', 'douyin_ad'],
  xiaohongshu: ['xhs', 'red', 'rednote', '小红书'],
  weibo: ['sina', 'sinaweibo', '微博', '新浪微博'],
  zhihu: ['知乎'],
  qq: ['腾讯qq', 'qq空间', 'qzone'],
  sogou: ['sougou', '搜狗'],
  so360: ['360', '360搜索', 'so.com', 'haosou', '好搜'],
  shenma: ['sm', '神马', 'sm.cn'],
  bing: ['必应', 'msn'],
  google: ['谷歌', 'googleads', 'google_ads'],
};

/** A utm_source (or an alias staff type) as aliases are compared: half-width, lower case, one space; null when empty. */
export function sourceAliasKey(value: string | null | undefined): string | null {
  const key = (value ?? '').normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  return [...key].slice(0, SOURCE_MAX).join('') || null;
}

const BUILT_IN_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(KNOWN_SOURCES).flatMap(([source, label]) => [
    [source, source],
    [sourceAliasKey(label)!, source],
    ...(SOURCE_ALIASES[source] ?? []).map((alias): [string, string] => [sourceAliasKey(alias)!, source]),
  ]),
);

/** The known source an alias key stands for by the built-in table (`weixin` → `wechat`), or null. */
export const builtInSourceOf = (key: string): string | null => BUILT_IN_ALIASES.get(key) ?? null;

/** Every built-in alias with its source, as the console's 来源别名 lists them (the sources' own keys and names left out). */
export const builtInAliases = (): { alias: string; source: string }[] =>
  [...BUILT_IN_ALIASES]
    .filter(([alias, source]) => alias !== source && alias !== sourceAliasKey(KNOWN_SOURCES[source]))
    .map(([alias, source]) => ({ alias, source }));

/**
 * The source a lead with this utm_source is counted under: the built-in table's, else the staff's
 * alias (`staff`: alias key → source), else the utm_source itself as compared; null without one.
 */
export function sourceOfUtm(
  utmSource: string | null | undefined,
  staff: ReadonlyMap<string, string> = new Map(),
): string | null {
  const key = sourceAliasKey(utmSource);
  if (key === null) return null;
  return builtInSourceOf(key) ?? staff.get(key) ?? key;
}

/**
 * The media a campaign or the referrer names (utm_medium; `organic`, `referral`, `social` are
 * derived from the referrer), in Chinese; another one is shown as the campaign spelled it.
 */
export const KNOWN_MEDIA: Record<string, string> = {
  organic: '自然搜索',
  referral: '外部网站链接',
  social: '社交媒体',
  cpc: '付费搜索',
  ppc: '付费搜索',
  sem: '付费搜索',
  paid: '付费推广',
  cpm: '展示广告',
  display: '展示广告',
  banner: '横幅广告',
  feed: '信息流广告',
  video: '视频',
  live: '直播',
  email: '邮件',
  sms: '短信',
  qrcode: '二维码',
  qr: '二维码',
  poster: '海报',
  offline: '线下活动',
  kol: '达人推广',
  affiliate: '合作推广',
};

/** A lead's medium in Chinese: known ones translated, another as sent; — when none. */
export const mediumLabel = (medium: string | null): string =>
  medium === null ? '—' : Object.hasOwn(KNOWN_MEDIA, medium) ? KNOWN_MEDIA[medium]! : medium;
