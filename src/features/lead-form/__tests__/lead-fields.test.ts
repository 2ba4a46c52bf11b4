import { ATTRIBUTION_MAX, NAME_MESSAGES } from '@contract/lead-rules';
import { VISIT_ATTRIBUTION_KEY } from '@/lib/visit-attribution';
import {
  EMPTY_LEAD,
  fillMsSince,
  leadAttribution,
  leadPhone,
  MAX_FILL_MS,
  readVisitAttribution,
  siteHomeUrl,
  validateLeadField,
} from '../lead-fields';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});

describe('lead fields', () => {
  it('gives the exact reason a name is refused, and takes the names people have', () => {
    const problem = (name: string) => validateLeadField('name', { ...EMPTY_LEAD, name });
    expect(problem('  ')).toBe(NAME_MESSAGES.missing);
    expect(problem('张3')).toBe(NAME_MESSAGES.digits);
    expect(problem('张三<script>')).toBe(NAME_MESSAGES.characters);
    expect(problem('王'.repeat(31))).toBe(NAME_MESSAGES.tooLong);
    for (const name of ['张三', ' 王小明（测试） ', '阿依古丽·买买提', 'Anna Müller'])
      expect(problem(name)).toBeNull();
  });

  it('takes a mainland mobile number only, as people type it', () => {
    const problem = (phone: string) => validateLeadField('phone', { ...EMPTY_LEAD, phone });
    expect(problem('')).toBe('请输入正确的手机号');
    // 11 digits, but no mobile number.
    expect(problem('23812345678')).toBe('请输入正确的手机号');
    expect(problem('12812345678')).toBe('请输入正确的手机号');
    expect(problem('+1 138 0013 8000')).toBe('请输入正确的手机号');
    expect(problem(' 13800138000 ')).toBeNull();
    expect(problem('19912345678')).toBeNull();
    // The spellings of contract/__tests__/lead-spellings.ts (the contract's own test takes them all).
    expect(problem('138-0013-8000')).toBeNull();
    expect(problem('+86 (138) 0013-8000')).toBeNull();
    expect(problem('１３８００１３８０００')).toBeNull();
    expect(leadPhone(' +86 138 0013 8000 ')).toBe('13800138000');
    expect(leadPhone('2381234567 8')).toBe('2381234567 8');
  });

  it("sends this origin's home page as the address", () => {
    expect(siteHomeUrl()).toBe(`${window.location.origin}/home`);
  });

  it('measures fillMs in whole milliseconds within what the server accepts', () => {
    expect(fillMsSince(1000, 3500.6)).toBe(2501);
    expect(fillMsSince(5000, 1000)).toBe(0); // the clock went back
    expect(fillMsSince(0, MAX_FILL_MS * 3)).toBe(MAX_FILL_MS);
  });
});

describe('leadAttribution', () => {
  it('sends the page (without the ID number), its title and how the visit began', () => {
    window.history.replaceState(null, '', '/enroll_detail?idCardNo=11010119950312125X&from=qr');
    document.title = '录取查询';
    sessionStorage.setItem(
      VISIT_ATTRIBUTION_KEY,
      JSON.stringify({
        landingPath: '/home?utm_source=wechat',
        referrer: 'https://mp.weixin.qq.com/',
        utmSource: 'wechat',
        utmCampaign: 'autumn',
        utmId: 'not a lead field',
      }),
    );
    expect(leadAttribution(window)).toEqual({
      pagePath: '/enroll_detail?from=qr',
      pageTitle: '录取查询',
      landingPath: '/home?utm_source=wechat',
      referrer: 'https://mp.weixin.qq.com/',
      utmSource: 'wechat',
      utmCampaign: 'autumn',
    });
  });

  it('cuts every value to what the server keeps, and drops control characters', () => {
    sessionStorage.setItem(
      VISIT_ATTRIBUTION_KEY,
      JSON.stringify({
        referrer: `https://a.example/${'x'.repeat(10_000)}`,
        utmSource: `<b>${'s'.repeat(5000)}\u0000`,
      }),
    );
    const sent = leadAttribution(window);
    expect([...sent.referrer!]).toHaveLength(ATTRIBUTION_MAX.referrer);
    expect([...sent.utmSource!]).toHaveLength(ATTRIBUTION_MAX.utm);
    expect(sent.utmSource).not.toContain('\u0000');
    expect(sent.pagePath).toBe('/');
    expect(sent).not.toHaveProperty('pageTitle'); // an empty title is none
  });

  it('reads only the lead’s string fields of what the storage holds', () => {
    sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, '{"utmSource":{"x":1},"landingPath":"/home","x":"y"}');
    expect(readVisitAttribution(window)).toEqual({ landingPath: '/home' });
    sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, 'not json');
    expect(readVisitAttribution(window)).toEqual({});
    sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, 'null');
    expect(readVisitAttribution(window)).toEqual({});
  });
});
