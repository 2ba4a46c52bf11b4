import { isMobilePhone, KNOWN_SOURCES, normalizePhone, PHONE_MESSAGE, sourceLabel } from '../lead-rules';
import {
  builtInAliases,
  builtInSourceOf,
  mediumLabel,
  sourceAliasKey,
  sourceOfUtm,
  SOURCE_ALIASES,
} from '../lead-sources';
import { PHONE_SPELLINGS, SOURCE_SPELLINGS } from './lead-spellings';

describe('a phone as people type it (normalizePhone)', () => {
  it('has at least 15 spellings, refusals among them', () => {
    expect(PHONE_SPELLINGS.length).toBeGreaterThanOrEqual(15);
    expect(PHONE_SPELLINGS.some(([, digits]) => digits === null)).toBe(true);
  });

  it.each(PHONE_SPELLINGS.map(([typed, digits]) => [JSON.stringify(typed), typed, digits] as const))(
    'reads %s as the 11 digits stored, or leaves it to be refused',
    (_, typed, digits) => {
      const phone = normalizePhone(typed);
      if (digits === null) {
        // Unchanged, so the form and the server refuse it with the one message.
        expect(phone).toBe(typed);
        expect(isMobilePhone(phone)).toBe(false);
      } else {
        expect(phone).toBe(digits);
        expect(isMobilePhone(phone)).toBe(true);
      }
    },
  );

  it('keeps the one refusal message of spec §5', () => {
    expect(PHONE_MESSAGE).toBe('请输入正确的手机号');
  });
});

describe('a source by its spellings (sourceOfUtm)', () => {
  it('has at least 10 spellings', () => {
    expect(SOURCE_SPELLINGS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(SOURCE_SPELLINGS.map(([utm, source]) => [JSON.stringify(utm), utm, source] as const))(
    'counts utm_source %s under one source',
    (_, utm, source) => {
      expect(sourceOfUtm(utm)).toBe(source);
    },
  );

  it('compares half-width, in lower case, and has no alias of two sources', () => {
    expect(sourceAliasKey('  ＷｅＣｈａｔ  ')).toBe('wechat');
    expect(sourceAliasKey('   ')).toBeNull();
    expect(sourceOfUtm(null)).toBeNull();
    const seen = new Map<string, string>();
    for (const [source, aliases] of Object.entries(SOURCE_ALIASES)) {
      expect(Object.hasOwn(KNOWN_SOURCES, source)).toBe(true);
      for (const alias of aliases) {
        const key = sourceAliasKey(alias)!;
        expect([alias, seen.get(key) ?? source]).toEqual([alias, source]);
        seen.set(key, source);
        expect(builtInSourceOf(key)).toBe(source);
      }
    }
    // Every known source by its key and its Chinese name.
    for (const [source, label] of Object.entries(KNOWN_SOURCES)) {
      expect(builtInSourceOf(source)).toBe(source);
      expect(builtInSourceOf(sourceAliasKey(label)!)).toBe(source);
    }
    expect(builtInAliases()).toContainEqual({ alias: 'weixin', source: 'wechat' });
  });

  it('takes the staff’s aliases for the spellings the table does not know', () => {
    const staff = new Map([
      ['b站', '哔哩哔哩'],
      ['weixin_pyq', 'wechat'],
    ]);
    expect(sourceOfUtm('B站', staff)).toBe('哔哩哔哩');
    expect(sourceOfUtm('WEIXIN_PYQ', staff)).toBe('wechat');
    expect(sourceOfUtm('weixin', staff)).toBe('wechat');
    expect(sourceOfUtm('douban', staff)).toBe('douban');
  });

  it('names sources and media in Chinese, an unknown one as sent', () => {
    expect(sourceLabel('wechat')).toBe('微信');
    expect(sourceLabel('direct')).toBe('直接访问');
    expect(sourceLabel('哔哩哔哩')).toBe('哔哩哔哩');
    expect(sourceLabel('constructor')).toBe('constructor');
    expect(mediumLabel('organic')).toBe('自然搜索');
    expect(mediumLabel('referral')).toBe('外部网站链接');
    expect(mediumLabel('social')).toBe('社交媒体');
    expect(mediumLabel('cpc')).toBe('付费搜索');
    expect(mediumLabel('toString')).toBe('toString');
    expect(mediumLabel(null)).toBe('—');
  });
});
