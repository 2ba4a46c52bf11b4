import { pathWithoutPersonalData, recordVisitLanding, VISIT_ATTRIBUTION_KEY } from '../visit-attribution';

/** What the visit's record holds. */
const recorded = () => JSON.parse(sessionStorage.getItem(VISIT_ATTRIBUTION_KEY) ?? 'null') as unknown;

/** jsdom's page at `url` (same origin), opened from `referrer`. */
function landOn(url: string, referrer = '') {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
  landOn('/', '');
});

describe('recordVisitLanding (the boot script, on every page load)', () => {
  it('records the first page of the visit, the other site that linked to it and its campaign', () => {
    landOn('/word_list1/5?utm_source=wechat&utm_campaign=autumn&page=2', 'https://mp.weixin.qq.com/s/abc');
    recordVisitLanding(window);
    expect(recorded()).toEqual({
      landingPath: '/word_list1/5?utm_source=wechat&utm_campaign=autumn&page=2',
      referrer: 'https://mp.weixin.qq.com/s/abc',
      utmSource: 'wechat',
      utmCampaign: 'autumn',
    });
  });

  it('keeps the landing for the visit: a later page without a campaign changes nothing', () => {
    landOn('/home?utm_source=baidu&utm_medium=cpc&utm_term=成人高考');
    recordVisitLanding(window);
    landOn('/online_registration', `${window.location.origin}/home`);
    recordVisitLanding(window);
    expect(recorded()).toEqual({
      landingPath: '/home?utm_source=baidu&utm_medium=cpc&utm_term=%E6%88%90%E4%BA%BA%E9%AB%98%E8%80%83',
      utmSource: 'baidu',
      utmMedium: 'cpc',
      utmTerm: '成人高考',
    });
  });

  it('replaces it when a new landing carries a campaign', () => {
    landOn('/home', 'https://www.baidu.com/');
    recordVisitLanding(window);
    landOn('/about_us?utm_source=douyin&utm_content=video-3');
    recordVisitLanding(window);
    expect(recorded()).toEqual({
      landingPath: '/about_us?utm_source=douyin&utm_content=video-3',
      utmSource: 'douyin',
      utmContent: 'video-3',
    });
  });

  it('never records the ID number of the lookup page', () => {
    landOn('/enroll_detail?idCardNo=11010119950312125X&utm_source=sms');
    recordVisitLanding(window);
    expect(sessionStorage.getItem(VISIT_ATTRIBUTION_KEY)).not.toContain('11010119950312125X');
    expect(recorded()).toMatchObject({ landingPath: '/enroll_detail?utm_source=sms' });
  });

  it('records nothing, and breaks nothing, when the storage refuses (private mode)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    landOn('/home?utm_source=wechat');
    expect(() => recordVisitLanding(window)).not.toThrow();
    expect(recorded()).toBeNull();
  });
});

describe('pathWithoutPersonalData', () => {
  it('drops the ID number and keeps the rest of the query', () => {
    expect(pathWithoutPersonalData({ pathname: '/enroll_detail', search: '?idCardNo=1&a=b' })).toBe(
      '/enroll_detail?a=b',
    );
    expect(pathWithoutPersonalData({ pathname: '/enroll_detail', search: '?idCardNo=1' })).toBe(
      '/enroll_detail',
    );
  });
});
