/**
 * The rules of a call-back lead that both the form and the server apply (issue 21): who may be
 * a lead (name, mobile number), why a lead is held back as suspicious, and the words staff read
 * for where a lead came from. No typebox here: the browser imports this file at run time.
 */

/**
 * The channel every form of the site sends (spec §3: 'operational marketing'), and the server
 * takes for a lead sent without one. Staff are shown a lead's channel only when it is another
 * (issue 38 item 4): this one, on every lead, says nothing.
 */
export const DEFAULT_CHANNEL = '运营营销';

/** What the after-lead panel says happens next when the site's settings say nothing (issue 38 item 4). */
export const LEAD_NEXT_STEPS_DEFAULT = '招生老师将在工作时间内尽快致电，请留意来电。';

/**
 * The privacy notice every lead form links: the menu the site setting privacyMenuId names, else
 * a published menu of this name (the demo seeds one under 底部菜单 of each site).
 */
export const PRIVACY_MENU_NAME = '隐私政策';

// ——— Name and phone ———

/**
 * A mainland mobile number: 1, then 3–9, then nine more digits (13x–19x). Spec §5's "exactly 11
 * digits" stays the floor; `23812345678` has 11 digits and is no mobile number.
 */
export const MOBILE_PATTERN = '^1[3-9][0-9]{9}$';
const MOBILE = new RegExp(MOBILE_PATTERN);
export const isMobilePhone = (value: string): boolean => MOBILE.test(value);

/** Spec §5's message, whether the phone is missing or wrong. */
export const PHONE_MESSAGE = '请输入正确的手机号';

/**
 * What people put between the digits of a number they type or paste: spaces (any, the
 * full-width one too once NFKC has made it a space), dashes (hyphen, en and em dash, the
 * minus sign, the full-width one), dots and brackets.
 */
const PHONE_SEPARATORS = /[\s\u00AD\u2010-\u2015\u2212\-.·()[\]]/g;

/**
 * A mobile number as people type it (issue 38 item 4), written the one way it is stored: the 11
 * digits. Spaces, dashes, dots and brackets between them are dropped; full-width digits and
 * signs count as their ASCII ones (NFKC: `１３８００１３８０００`, `＋８６`); the country code
 * `+86`, `0086` or `86` before the number is dropped. Anything that does not then read as a
 * mainland mobile number comes back unchanged (a `+1` number, 10 digits, letters), so the
 * browser and the server refuse it with PHONE_MESSAGE. The form and the lead call both apply it.
 */
export function normalizePhone(input: string): string {
  const compact = input.normalize('NFKC').replace(PHONE_SEPARATORS, '');
  const national = compact.replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
  return MOBILE.test(national) ? national : input;
}

/**
 * The digits a staff member searching leads by phone means (the inbox's keyword): a whole number
 * as people write it (`+86 138-0013-8000`) or some digits of one (`0013 8000`); null when the
 * keyword is no number at all (a name).
 */
export function phoneDigitsOf(keyword: string): string | null {
  const whole = normalizePhone(keyword);
  if (MOBILE.test(whole)) return whole;
  const compact = keyword.normalize('NFKC').replace(PHONE_SEPARATORS, '');
  return /^\+?\d+$/.test(compact) ? compact.replace(/^\+/, '') : null;
}

export const LEAD_NAME_MAX = 30;

/**
 * Chinese characters, Latin letters (accented ones too), the middle dots of transliterated
 * names (`·` U+00B7, `・` U+30FB, `•` U+2022), spaces (also the full-width one) and brackets
 * (`()` and `（）`), e.g. `王小明（测试）`, `阿依古丽·买买提`, `Anna Müller`.
 */
export const LEAD_NAME_PATTERN =
  '^[\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFFA-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F·・• \\u3000()（）]+$';
const NAME = new RegExp(LEAD_NAME_PATTERN);

export const NAME_MESSAGES = {
  missing: '请填写姓名',
  tooLong: `姓名不能超过 ${LEAD_NAME_MAX} 个字`,
  digits: '姓名不能包含数字',
  characters: '姓名只能包含中文、英文字母、“·”、空格和括号',
} as const;

/**
 * Why a name (already trimmed) is refused, in the words the form shows next to the field and
 * the server answers with; null when it is a name.
 */
export function leadNameProblem(name: string): string | null {
  if (name === '') return NAME_MESSAGES.missing;
  if ([...name].length > LEAD_NAME_MAX) return NAME_MESSAGES.tooLong;
  if (/[0-9０-９]/.test(name)) return NAME_MESSAGES.digits;
  return NAME.test(name) ? null : NAME_MESSAGES.characters;
}

// ——— Suspicious leads (quarantine) ———

/**
 * Why a lead looks sent by a program. Such a lead is stored, answered like any other, and shown
 * to staff under 可疑线索 only, until someone restores it or the retention period deletes it.
 */
export const QUARANTINE_REASONS = ['honeypot', 'tooFast', 'noFillTime'] as const;
export type QuarantineReason = (typeof QUARANTINE_REASONS)[number];

export const QUARANTINE_REASON_LABELS: Record<QuarantineReason, string> = {
  honeypot: '填写了隐藏字段',
  tooFast: '填写过快（不到 1.5 秒）',
  noFillTime: '未记录填写时间',
};

/** A form sent back sooner than this after the visitor first touched it was filled in by a program. */
export const MIN_FILL_MS = 1500;

/** Quarantined leads are deleted after this many days unless the server is told otherwise. */
export const DEFAULT_QUARANTINE_DAYS = 30;

// ——— Attribution ———

/** The campaign parameters of a visit's landing URL (Google Analytics' convention). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * The most a stored attribution value keeps (longer values are cut, never refused: a lead is
 * worth more than its tracking data). The form cuts them the same way before sending.
 */
export const ATTRIBUTION_MAX = {
  pagePath: 500,
  pageTitle: 200,
  landingPath: 500,
  referrer: 1000,
  utm: 100,
} as const;

/** The longest value the lead call accepts in an attribution field before cutting it. */
export const ATTRIBUTION_WIRE_MAX = 16_384;

/** Keeps at most `max` characters (whole code points), without control characters. */
export function boundedText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (clean === '') return null;
  const points = [...clean];
  return points.length > max ? points.slice(0, max).join('') : clean;
}

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: '手机', tablet: '平板', desktop: '电脑' };

/**
 * A lead's source as the channel report groups it: the visit's `utm_source` (lower case) when
 * it had one, else one of these names derived from the referrer and the browser, else the
 * referring site's host.
 */
export const KNOWN_SOURCES: Record<string, string> = {
  /** Leads stored before sources were recorded. */
  unknown: '未记录',
  direct: '直接访问',
  wechat: '微信',
  baidu: '百度',
  sogou: '搜狗',
  so360: '360 搜索',
  shenma: '神马搜索',
  bing: '必应',
  google: '谷歌',
  weibo: '微博',
  xiaohongshu: '小红书',
  douyin: '抖音',
  zhihu: '知乎',
  qq: 'QQ',
};

/** The Chinese name of a source for staff: known ones translated, others as they were sent. */
export const sourceLabel = (source: string): string =>
  Object.hasOwn(KNOWN_SOURCES, source) ? KNOWN_SOURCES[source]! : source;

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

/** The label of leads without a campaign in the report and the filters. */
export const NO_CAMPAIGN_LABEL = '（无活动）';
