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
export const PHONE_SEPARATORS = /[\s\u00AD\u2010-\u2015\u2212\-.·()[\]]/g;

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

/** The label of leads without a campaign in the report and the filters. */
export const NO_CAMPAIGN_LABEL = '（无活动）';
