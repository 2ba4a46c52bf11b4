import {
  adLawHitsMessage,
  adLawTermKey,
  type AdLawEntry,
  type AdLawHit,
  findAdLawHits,
  normalizeForAdLaw,
  phraseHoldsTerm,
} from '@contract/ad-law';
import { defaultAdWords } from '../../src/db/migrations/021-ad-words';
import { simplifiedChar } from '../../src/lib/simplified-chinese';
import { adLawPlainText, adLawTextsOf } from '../../src/staff/ad-law';

/**
 * The advertising-law matching (contract/ad-law.ts) with the server's traditional → simplified
 * step, on the default list the migration writes: what hits, what does not, and where.
 */
const DEFAULTS: AdLawEntry[] = defaultAdWords('2026-01-01T00:00:00.000Z').map((row) => ({
  term: row.term,
  reason: row.reason,
  article: row.article,
  exceptions: JSON.parse(row.exceptions) as string[],
}));

const hitsIn = (text: string, entries: readonly AdLawEntry[] = DEFAULTS) =>
  findAdLawHits(entries, [{ field: 'title', label: '标题', text }], simplifiedChar);
/** term → the text as written, for each hit. */
const found = (text: string) => hitsIn(text).map((hit) => [hit.term, hit.matched]);

describe('the default list', () => {
  it('has 40 to 70 entries across the five kinds, each with its reason and article', () => {
    const rows = defaultAdWords('2026-01-01T00:00:00.000Z');
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(70);
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['absolute', 'promise', 'examBody', 'endorsement', 'pressure']),
    );
    for (const row of rows) {
      expect(row.reason).toMatch(/[\u4e00-\u9fff]/);
      expect(row.article).toMatch(/^《广告法》第.+条/);
    }
    // Every term compares as it is written (the defaults are simplified, half-width), and once.
    const keys = rows.map((row) => row.term_key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of rows) expect(row.term_key).toBe(adLawTermKey(row.term));
    // Every exception holds its term.
    for (const entry of DEFAULTS)
      for (const phrase of entry.exceptions)
        expect([phrase, phraseHoldsTerm(phrase, entry.term)]).toEqual([phrase, true]);
  });

  it('finds the demo’s 押题命中率高, 国家级技能大赛裁判 and 最佳雇主', () => {
    expect(found('成考语文押题命中率高')).toEqual([
      ['押题', '押题'],
      ['命中率', '命中率'],
    ]);
    expect(found('国家级技能大赛裁判')).toEqual([['国家级', '国家级']]);
    expect(found('最佳雇主')).toEqual([['最佳', '最佳']]);
  });

  it('lets 第一学期 and the other exceptions stand, and finds a bare 第一', () => {
    expect(found('第一学期：公共基础课')).toEqual([]);
    expect(found('第一次课在周六')).toEqual([]);
    expect(found('全国第一的培训机构')).toEqual([['第一', '第一']]);
    // An exception counts only where it is written whole: a line between is no 第一学期.
    expect(found('第一\n学期')).toEqual([['第一', '第一']]);
    expect(found('确保过程顺利')).toEqual([]);
    expect(found('确保过关')).toEqual([['保过', '保过']]);
  });

  it('reads full-width, traditional, spaced and punctuated forms', () => {
    expect(found('＂保过＂班')).toEqual([['保过', '保过']]);
    expect(found('保過')).toEqual([['保过', '保過']]);
    expect(found('包過！')).toEqual([['包过', '包過']]);
    expect(found('保 过')).toEqual([['保过', '保 过']]);
    expect(found('保　过')).toEqual([['保过', '保　过']]);
    expect(found('保-过 保·过 保\u200b过')).toEqual([
      ['保过', '保-过'],
      ['保过', '保·过'],
      ['保过', '保\u200b过'],
    ]);
    expect(found('100％满意')).toEqual([['100%', '100％']]);
    expect(found('１００%')).toEqual([['100%', '１００%']]);
    expect(found('學員證言')).toEqual([['学员证言', '學員證言']]);
    // A sentence's end stops a match: 保。过 is two sentences.
    expect(found('担保。过两天再说')).toEqual([]);
  });

  it('names the longer hit only where one holds another, and matches a * term', () => {
    expect(found('通过率100%')).toEqual([['通过率100%', '通过率100%']]);
    expect(found('报名最后3天')).toEqual([['最后*天', '最后3天']]);
    expect(found('最后三天')).toEqual([['最后*天', '最后三天']]);
    expect(found('仅剩 5 个名额')).toEqual([['仅剩*名额', '仅剩 5 个名额']]);
  });
});

describe('offsets', () => {
  it('map each hit back to the text as written', () => {
    const text = 'ＡＢ，保 過班！學員證言见下';
    const hits = hitsIn(text);
    expect(hits.map((hit) => [hit.start, hit.end, text.slice(hit.start, hit.end)])).toEqual([
      [3, 6, '保 過'],
      [8, 12, '學員證言'],
    ]);
    expect(hits[0]).toEqual({
      field: 'title',
      label: '标题',
      term: '保过',
      matched: '保 過',
      start: 3,
      end: 6,
      before: 'ＡＢ，',
      after: '班！學員證言见下',
      afterCut: false,
      reason: '承诺考试通过',
      article: '《广告法》第二十四条第一项',
    } satisfies AdLawHit);
  });

  it('say whether the text goes on past the context kept after a hit (12 characters)', () => {
    expect(hitsIn(`保过${'班'.repeat(12)}`)[0]).toMatchObject({ after: '班'.repeat(12), afterCut: false });
    expect(hitsIn(`保过${'班'.repeat(13)}`)[0]).toMatchObject({ after: '班'.repeat(12), afterCut: true });
  });

  it('count a character outside the BMP as JavaScript does (two code units)', () => {
    const text = '😀包过';
    const [hit] = hitsIn(text);
    expect([hit?.start, hit?.end]).toEqual([2, 4]);
  });

  it('keep the original offset of every normalised character', () => {
    const { text, from, to } = normalizeForAdLaw('Ａ，保 過！b', simplifiedChar);
    expect(text).toBe('a保过\nb');
    expect(from).toEqual([0, 2, 4, 5, 6]);
    expect(to).toEqual([1, 3, 5, 6, 7]);
  });
});

describe('terms', () => {
  it('compare as their normalised form: 保過, 保 过 and 保-过 are 保过', () => {
    const key = adLawTermKey('保过', simplifiedChar);
    for (const term of ['保過', '保 过', '保-过', ' 保过 '])
      expect(adLawTermKey(term, simplifiedChar)).toBe(key);
    expect(adLawTermKey('！！ ', simplifiedChar)).toBe('');
    expect(adLawTermKey('*', simplifiedChar)).toBe('');
    expect(adLawTermKey('最后**天', simplifiedChar)).toBe(adLawTermKey('最后*天', simplifiedChar));
  });

  it('leave out an entry whose term holds no word', () => {
    expect(hitsIn('！！', [{ term: '！！', reason: '无', article: '无', exceptions: [] }])).toEqual([]);
  });
});

describe('the texts of a record', () => {
  it('takes a content item’s checked columns, its body as text, with the contract’s labels', () => {
    const texts = adLawTextsOf('siteContent', {
      id: 1,
      title: '保过班',
      summary: '',
      body: '<p>第一</p><p>学期 &amp; 名额&nbsp;有限</p>',
      seo_title: '稳过',
      seo_description: null,
      url: '/包过',
    });
    expect(texts).toEqual([
      { field: 'title', label: '标题', text: '保过班' },
      { field: 'body', label: '正文', text: '\n第一\n\n学期 & 名额 有限\n' },
      { field: 'seoTitle', label: '搜索标题', text: '稳过' },
    ]);
    // A paragraph's end stops a match as a line's does.
    expect(findAdLawHits(DEFAULTS, texts, simplifiedChar).map((hit) => [hit.field, hit.term])).toEqual([
      ['title', '保过'],
      ['body', '第一'],
      ['body', '名额有限'],
      ['seoTitle', '稳过'],
    ]);
  });

  it('takes the menu’s, the banner’s and the settings’ texts', () => {
    expect(adLawTextsOf('siteMenu', { name: '王牌课程', seo_title: null }).map((text) => text.label)).toEqual(
      ['栏目名称'],
    );
    expect(adLawTextsOf('siteBanner', { title: '名额有限', image: '/a.png' })).toEqual([
      { field: 'title', label: '标题', text: '名额有限' },
    ]);
    expect(
      adLawTextsOf('siteSetting', {
        site_title: '华夏',
        contact_title: '联系',
        copyright: '©',
        address: '北京',
        enroll_notice: '即将公布',
        phone: '010',
      }).map((text) => text.field),
    ).toEqual(['siteTitle', 'contactTitle', 'copyright', 'address', 'enrollNotice']);
  });

  it('decodes the entities of rich text and keeps its case', () => {
    expect(adLawPlainText('<b>ABC</b>&#20445;&#x8FC7;<br>x')).toBe('ABC保过\nx');
  });
});

describe('the refusal’s words', () => {
  it('names the first five hits, then how many in all', () => {
    const hits = hitsIn('保过 包过 稳过 必过 押题 命中率 名额有限');
    expect(hits).toHaveLength(7);
    const message = adLawHitsMessage(hits);
    expect(message.startsWith('标题含“保过”：承诺考试通过（《广告法》第二十四条第一项）；标题含“包过”')).toBe(
      true,
    );
    expect(message).toContain('标题含“押题”：承诺押中考题（《广告法》第二十四条第一项）；等 7 处');
    expect(message).not.toContain('命中率”');
    expect(adLawHitsMessage(hits.slice(0, 1))).toBe(
      '标题含“保过”：承诺考试通过（《广告法》第二十四条第一项）',
    );
  });
});
