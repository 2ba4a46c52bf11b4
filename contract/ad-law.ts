import { Type, type Static } from 'typebox';
import { Id, Keyword, messages, named, StaffPageQuery, Text } from './common';

/**
 * The advertising-law check (issue 37 item 3; docs/ad-law.md). Before a save and before an
 * approval, the texts the public reads (titles, summaries, bodies, banner titles, SEO and share
 * texts, the settings' footer texts) are checked against a word list staff keep
 * (`ad_word`, migration 021): each hit names the entry's reason and the article of the
 * 《广告法》 it breaks. A hit blocks 提交审核 / 发布 unless a reviewer passes it with a reason.
 *
 * The matching is written here once, pure: what a text and a term become before they are
 * compared (`normalizeForAdLaw`), an entry compiled (`compileAdLawEntry`), the hits of texts
 * (`findAdLawHits`) with offsets into the texts as given. The traditional → simplified step is
 * passed in (`simplify`): the server gives OpenCC's (server/src/lib/simplified-chinese.ts); the
 * browser does not load it (it calls POST /api/cms/web/adWord/check).
 */

// ---- Categories ----

/** The kinds of entry, each with the article it is about by default. */
export const AD_LAW_CATEGORIES = {
  absolute: { label: '绝对化用语', article: '《广告法》第九条第三项' },
  promise: { label: '承诺效果', article: '《广告法》第二十四条第一项' },
  examBody: { label: '考试机构参与', article: '《广告法》第二十四条第二项' },
  endorsement: { label: '名义推荐', article: '《广告法》第二十四条第三项' },
  pressure: { label: '诱导性用语', article: '《广告法》第二十八条' },
  other: { label: '其他', article: '《广告法》' },
} as const satisfies Record<string, { label: string; article: string }>;

export type AdLawCategory = keyof typeof AD_LAW_CATEGORIES;
export const AD_LAW_CATEGORY_KEYS = Object.keys(AD_LAW_CATEGORIES) as AdLawCategory[];
export const isAdLawCategory = (value: unknown): value is AdLawCategory =>
  typeof value === 'string' && Object.hasOwn(AD_LAW_CATEGORIES, value);

// ---- The records checked, and their fields ----

/** The kinds of record whose texts are checked: what the public reads of a site. */
export const AD_LAW_ENTITIES = ['siteContent', 'siteMenu', 'siteBanner', 'siteSetting'] as const;
export type AdLawEntity = (typeof AD_LAW_ENTITIES)[number];
export const isAdLawEntity = (value: unknown): value is AdLawEntity =>
  typeof value === 'string' && (AD_LAW_ENTITIES as readonly string[]).includes(value);

/**
 * A checked field: `key` is the save body's property (what a hit's `field` says), `column` the
 * stored column; `rich`: HTML, checked as its text.
 */
export type AdLawField = { key: string; column: string; rich?: true };

/** The checked fields of each kind of record, in the order of its form. */
export const AD_LAW_FIELDS: Record<AdLawEntity, readonly AdLawField[]> = {
  siteContent: [
    { key: 'title', column: 'title' },
    { key: 'summary', column: 'summary' },
    { key: 'body', column: 'body', rich: true },
    { key: 'seoTitle', column: 'seo_title' },
    { key: 'seoDescription', column: 'seo_description' },
  ],
  siteMenu: [
    { key: 'name', column: 'name' },
    { key: 'seoTitle', column: 'seo_title' },
    { key: 'seoDescription', column: 'seo_description' },
  ],
  siteBanner: [{ key: 'title', column: 'title' }],
  siteSetting: [
    { key: 'siteTitle', column: 'site_title' },
    { key: 'contactTitle', column: 'contact_title' },
    { key: 'copyright', column: 'copyright' },
    { key: 'address', column: 'address' },
    { key: 'enrollNotice', column: 'enroll_notice' },
    { key: 'leadNextSteps', column: 'lead_next_steps' },
  ],
};

// ---- Shapes ----

/** One hit: where a field's text holds an entry's term (offsets into the text as checked). */
export const AdLawHit = Type.Object({
  /** The save body's property (`title`, `summary`, `body`, `seoTitle` …). */
  field: Type.String(),
  /** The field's name as staff read it (标题, 摘要 …). */
  label: Type.String(),
  /** The entry's term (as the word list writes it). */
  term: Type.String(),
  /** The text as written in the field (保 过, 保過 …). */
  matched: Type.String(),
  /** Offsets into the field's plain text (UTF-16 code units, as JavaScript slices): [start, end). */
  start: Type.Integer(),
  end: Type.Integer(),
  /**
   * Up to 12 characters before and after, for the fragment in its context: `before` was cut
   * where `start` is past its length, `after` where `afterCut` says so.
   */
  before: Type.String(),
  after: Type.String(),
  afterCut: Type.Boolean(),
  reason: Type.String(),
  /** E.g. 《广告法》第二十四条第一项. */
  article: Type.String(),
});
export type AdLawHit = Static<typeof AdLawHit>;

/** An entry as staff read it. */
export const AdWord = Type.Object({
  id: Type.Integer(),
  term: Type.String(),
  category: Type.Enum(AD_LAW_CATEGORY_KEYS),
  reason: Type.String(),
  article: Type.String(),
  /** Allowed phrases that contain the term (第一学期 for 第一). */
  exceptions: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  updatedAt: Type.String(),
});
export type AdWord = Static<typeof AdWord>;

export const AD_WORD_TERM_MAX = 50;
export const AD_WORD_EXCEPTIONS_MAX = 30;

/** The messages of a term: empty and too long (the server says them again after trimming). */
export const AD_WORD_MESSAGES = {
  termMissing: '请输入词条',
  termInvalid: `词条为 1 到 ${AD_WORD_TERM_MAX} 个字符`,
  termNoWord: '词条不能只有空格、标点或 *',
  duplicate: (term: string) => `词条“${term}”已在词库中（全角、繁体、空格和标点不计）`,
  exceptionInvalid: `例外短语为 1 到 ${AD_WORD_TERM_MAX} 个字符，最多 ${AD_WORD_EXCEPTIONS_MAX} 个`,
  exceptionWithoutTerm: (phrase: string, term: string) => `例外短语“${phrase}”不包含词条“${term}”`,
} as const;

/** Create (no id) or change (id) an entry. */
export const AdWordSaveBody = Type.Object({
  id: Type.Optional(Id('词条编号不正确')),
  term: Text(
    1,
    AD_WORD_TERM_MAX,
    { missing: AD_WORD_MESSAGES.termMissing, invalid: AD_WORD_MESSAGES.termInvalid },
    named(
      '词条',
      `1 到 ${AD_WORD_TERM_MAX} 个字符；全角、繁体、大小写和字间的空格、标点不计；* 代表 1 到 4 个任意字（如 最后*天）`,
    ),
  ),
  category: Type.Enum(AD_LAW_CATEGORY_KEYS, {
    ...named('类别'),
    ...messages({ missing: '请选择类别', invalid: '类别不正确' }),
  }),
  reason: Text(
    1,
    100,
    { missing: '请填写原因', invalid: '原因为 1 到 100 个字符' },
    named('原因', '命中时向编辑说明的理由，例如：承诺考试通过'),
  ),
  article: Text(
    1,
    50,
    { missing: '请填写法律条款', invalid: '法律条款为 1 到 50 个字符' },
    named('法律条款', '例如：《广告法》第二十四条第一项'),
  ),
  exceptions: Type.Array(Type.String({ minLength: 1, maxLength: AD_WORD_TERM_MAX }), {
    ...named('例外短语', '包含词条但允许使用的短语，每行一个，例如“第一”的“第一学期”'),
    maxItems: AD_WORD_EXCEPTIONS_MAX,
    default: [],
    ...messages({ invalid: AD_WORD_MESSAGES.exceptionInvalid }),
  }),
  enabled: Type.Boolean({
    ...named('启用'),
    default: true,
    ...messages({ invalid: '启用应为 true 或 false' }),
  }),
});
export type AdWordSaveBody = Static<typeof AdWordSaveBody>;

/** GET …/adWord/list: a page of the list, by keyword (term, reason, exceptions), category and state. */
export const AdWordListQuery = Type.Object({
  ...StaffPageQuery,
  keyword: Keyword,
  category: Type.Optional(Type.Enum(AD_LAW_CATEGORY_KEYS, messages({ invalid: '类别不正确' }))),
  enabled: Type.Optional(Type.Boolean(messages({ invalid: '启用状态应为 true 或 false' }))),
});
export type AdWordListQuery = Static<typeof AdWordListQuery>;

/** A checked text may be a body of rich text: 100,000 characters and its markup. */
export const AD_LAW_TEXT_MAX = 200_000;

/** One text of a check: plain text, or HTML for a rich field; null or left out: nothing to check. */
const CheckedText = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: AD_LAW_TEXT_MAX,
    ...messages({ invalid: '检查的文字过长或格式不正确' }),
  }),
);

/**
 * POST …/adWord/check: the form's current texts by the save body's property (every key of
 * AD_LAW_FIELDS); the fields the record has not are left out of the check.
 */
export const AdLawCheckBody = Type.Object({
  entity: Type.Enum(AD_LAW_ENTITIES, messages({ missing: '请指定记录类型', invalid: '记录类型不正确' })),
  fields: Type.Object(
    {
      title: CheckedText,
      summary: CheckedText,
      body: CheckedText,
      seoTitle: CheckedText,
      seoDescription: CheckedText,
      name: CheckedText,
      siteTitle: CheckedText,
      contactTitle: CheckedText,
      copyright: CheckedText,
      address: CheckedText,
      enrollNotice: CheckedText,
      leadNextSteps: CheckedText,
    },
    messages({ missing: '请提供要检查的文字', invalid: '检查的文字不正确' }),
  ),
});
export type AdLawCheckBody = Static<typeof AdLawCheckBody>;

export const AdLawCheckAnswer = Type.Array(AdLawHit);

export const AD_LAW_OVERRIDE_MIN = 5;
export const AD_LAW_OVERRIDE_MAX = 200;
export const AD_LAW_OVERRIDE_MESSAGE = `放行理由为 ${AD_LAW_OVERRIDE_MIN} 到 ${AD_LAW_OVERRIDE_MAX} 个字符`;

/**
 * `adLawOverride` of a save, submit or approve body: why the hits may stand (a reviewer's; audited).
 * The server checks the trimmed length again.
 */
export const AdLawOverride = Type.Optional(
  Text(
    AD_LAW_OVERRIDE_MIN,
    AD_LAW_OVERRIDE_MAX,
    { invalid: AD_LAW_OVERRIDE_MESSAGE },
    named('放行理由', '为什么这些广告法提示可以保留；由有审核权限的人填写，记入操作日志'),
  ),
);

// ---- Matching ----

/** Traditional → simplified, one character at a time (the identity where none is given). */
export type Simplify = (character: string) => string;

/** Where a match stops: a line or a sentence ends (after NFKC: ！ → !, ？ → ?, ； → ;). */
const BOUNDARY = /^[\n\r\u2028\u2029\u3002!?;\u2026]$/u;
/** What a match passes over: spaces, zero-width and other format characters, punctuation, symbols. */
const IGNORED = /^[\s\p{Cf}\p{P}\p{S}]$/u;
/** Kept although punctuation: 100% is a claim. */
const KEPT = new Set(['%']);
const BREAK = '\n';

const IDENTITY: Simplify = (character) => character;
/** What each character becomes (per simplify function): its kept characters, a break, or nothing. */
const FOLDED = new WeakMap<Simplify, Map<string, string>>();
/** Characters met are a few thousand: the map is bounded all the same. */
const FOLDED_MAX = 50_000;

function fold(character: string, simplify: Simplify): string {
  let folded = '';
  for (const piece of character.normalize('NFKC')) {
    for (const one of simplify(piece).toLowerCase()) {
      if (BOUNDARY.test(one)) folded += BREAK;
      else if (!IGNORED.test(one) || KEPT.has(one)) folded += one;
    }
  }
  return folded;
}

/**
 * A text as it is compared: NFKC (full-width letters, digits and ％ half-width), traditional
 * characters simplified, lower case; spaces, zero-width characters, punctuation and symbols
 * dropped (保 过, 保-过, 保·过 read 保过), the end of a line or a sentence kept as a break that no
 * match crosses. `from[i]` and `to[i]` are the original offsets [from, to) the i-th code unit of
 * `text` came from.
 */
export function normalizeForAdLaw(
  text: string,
  simplify: Simplify = IDENTITY,
): { text: string; from: number[]; to: number[] } {
  let known = FOLDED.get(simplify);
  if (!known) {
    known = new Map();
    FOLDED.set(simplify, known);
  }
  const parts: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let last = '';
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    // A surrogate pair is one character.
    const next = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? i + 2 : i + 1;
    const character = next === i + 2 ? text.slice(i, next) : text[i]!;
    let folded = known.get(character);
    if (folded === undefined) {
      folded = fold(character, simplify);
      if (known.size >= FOLDED_MAX) known.clear();
      known.set(character, folded);
    }
    for (let unit = 0; unit < folded.length; unit += 1) {
      const kept = folded[unit]!;
      // Two breaks in a row are one.
      if (kept === BREAK && last === BREAK) continue;
      parts.push(kept);
      from.push(i);
      to.push(next);
      last = kept;
    }
    i = next;
  }
  return { text: parts.join(''), from, to };
}

const WILDCARD = '*';
/** What `*` in a term stands for: 1 to 4 characters of one sentence. */
const WILDCARD_SOURCE = '[^\\n]{1,4}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term's parts between its `*`, each as compared (a leading, trailing or repeated `*` is none). */
function termParts(term: string, simplify?: Simplify): string[] {
  return term
    .split(WILDCARD)
    .map((part) => normalizeForAdLaw(part, simplify).text.replaceAll(BREAK, ''))
    .filter((part) => part !== '');
}

/**
 * The term as compared, for telling two entries apart: 保過 and 保 过 are the same entry as 保过.
 * Empty when the term holds no word (only spaces, punctuation or `*`).
 */
export const adLawTermKey = (term: string, simplify?: Simplify): string =>
  termParts(term, simplify).join(WILDCARD);

function termPattern(term: string, simplify?: Simplify): RegExp | null {
  const parts = termParts(term, simplify);
  return parts.length === 0 ? null : new RegExp(parts.map(escapeRegExp).join(WILDCARD_SOURCE), 'g');
}

/** Whether an allowed phrase holds the term (an exception that does not is a mistake). */
export function phraseHoldsTerm(phrase: string, term: string, simplify?: Simplify): boolean {
  const pattern = termPattern(term, simplify);
  return pattern !== null && matchesOf(pattern, normalizeForAdLaw(phrase, simplify).text).length > 0;
}

/** An entry as the check reads it. */
export type AdLawEntry = {
  term: string;
  reason: string;
  article: string;
  exceptions: readonly string[];
};

/** An entry made ready to match: its term and its exceptions as patterns. */
export type CompiledAdLawEntry = AdLawEntry & { pattern: RegExp; exceptionPatterns: RegExp[] };

/** The entry ready to match; null when its term holds no word. */
export function compileAdLawEntry(entry: AdLawEntry, simplify?: Simplify): CompiledAdLawEntry | null {
  const pattern = termPattern(entry.term, simplify);
  if (!pattern) return null;
  const exceptionPatterns = entry.exceptions.flatMap((phrase) => termPattern(phrase, simplify) ?? []);
  return { ...entry, pattern, exceptionPatterns };
}

/** Every [start, end) where `pattern` matches `text` (non-empty matches, left to right). */
function matchesOf(pattern: RegExp, text: string): [number, number][] {
  const found: [number, number][] = [];
  // The compiled patterns are global: each search starts at the beginning.
  pattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    found.push([match.index, match.index + match[0].length]);
  }
  return found;
}

/** A text to check: the save body's property, its label, and its plain text. */
export type AdLawText = { field: string; label: string; text: string };

/** How much of the text around a hit the answer carries. */
export const AD_LAW_CONTEXT = 12;

/**
 * The hits of `entries` in `texts`, by field in the given order, then by place. An entry's match
 * inside one of its exceptions (第一 in 第一学期) is none; a match inside a longer hit of the same
 * field (100% in 通过率100%) is left out, the longer one names it.
 */
export function findAdLawHits(
  entries: readonly (CompiledAdLawEntry | AdLawEntry)[],
  texts: readonly AdLawText[],
  simplify?: Simplify,
): AdLawHit[] {
  const compiled = entries.flatMap((entry) =>
    'pattern' in entry ? [entry] : (compileAdLawEntry(entry, simplify) ?? []),
  );
  const hits: AdLawHit[] = [];
  for (const { field, label, text } of texts) {
    if (!text) continue;
    const normal = normalizeForAdLaw(text, simplify);
    if (normal.text.length === 0) continue;
    const found: AdLawHit[] = [];
    for (const entry of compiled) {
      const matches = matchesOf(entry.pattern, normal.text);
      if (matches.length === 0) continue;
      const allowed = entry.exceptionPatterns.flatMap((pattern) => matchesOf(pattern, normal.text));
      for (const [s, e] of matches) {
        if (allowed.some(([as, ae]) => as <= s && ae >= e)) continue;
        const start = normal.from[s]!;
        const end = normal.to[e - 1]!;
        found.push({
          field,
          label,
          term: entry.term,
          matched: text.slice(start, end),
          start,
          end,
          before: text.slice(Math.max(0, start - AD_LAW_CONTEXT), start),
          after: text.slice(end, end + AD_LAW_CONTEXT),
          afterCut: end + AD_LAW_CONTEXT < text.length,
          reason: entry.reason,
          article: entry.article,
        });
      }
    }
    const kept = found.filter(
      (hit, index) =>
        !found.some(
          (other, at) =>
            at !== index &&
            other.start <= hit.start &&
            other.end >= hit.end &&
            (other.end - other.start > hit.end - hit.start ||
              (other.end - other.start === hit.end - hit.start && at < index)),
        ),
    );
    kept.sort((a, b) => a.start - b.start || a.end - b.end);
    hits.push(...kept);
  }
  return hits;
}

/** How many hits a refusal names before 等 N 处. */
export const AD_LAW_MESSAGE_HITS = 5;

/**
 * The refusal's words: 标题含“保过”：承诺考试通过（《广告法》第二十四条第一项）；… the first five,
 * then 等 N 处 (N: every hit).
 */
export function adLawHitsMessage(hits: readonly AdLawHit[]): string {
  const named = hits
    .slice(0, AD_LAW_MESSAGE_HITS)
    .map((hit) => `${hit.label}含“${hit.matched}”：${hit.reason}（${hit.article}）`)
    .join('；');
  return hits.length > AD_LAW_MESSAGE_HITS ? `${named}；等 ${hits.length} 处` : named;
}
