import { inAppPath, opensInSameTab } from '../links';

describe('opensInSameTab (spec §2: same tab when the url contains the current domain)', () => {
  it.each([
    ['/about_us', true],
    ['enroll_info', true],
    ['https://www.huaxia-edu.cn/news/1', true],
    ['http://WWW.HUAXIA-EDU.CN/a', true],
    ['https://beian.miit.gov.cn/', false],
    ['//cdn.example.com/x', false],
    ['mailto:service@huaxia-edu.cn', false],
  ])('%s → %s', (url, sameTab) => {
    expect(opensInSameTab(url, 'www.huaxia-edu.cn')).toBe(sameTab);
  });
});

describe('inAppPath', () => {
  const origin = 'http://localhost:8080';
  it('gives the path of a url on this origin', () => {
    expect(inAppPath('/about_us?x=1#top', origin)).toBe('/about_us?x=1#top');
    expect(inAppPath('http://localhost:8080/enroll_info', origin)).toBe('/enroll_info');
  });
  it('is null for other origins and for nonsense', () => {
    expect(inAppPath('https://beian.miit.gov.cn/', origin)).toBeNull();
    expect(inAppPath('http://localhost:9090/a', origin)).toBeNull();
    expect(inAppPath('http://[bad', origin)).toBeNull();
  });
});
