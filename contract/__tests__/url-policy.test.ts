import { contentTarget, isAllowedContentUrl, mediaSource, sitePath } from '../url-policy';

const origin = 'https://www.huaxia-edu.cn';

describe('contentTarget: same host → same tab (spec §2), hosts compared exactly', () => {
  it.each([
    ['/about_us', true, '/about_us'],
    ['enroll_info', true, '/enroll_info'],
    ['/about_us?x=1#top', true, '/about_us?x=1#top'],
    ['https://www.huaxia-edu.cn/news/1', true, '/news/1'],
    ['HTTPS://WWW.HUAXIA-EDU.CN/a', true, '/a'],
    // Same host over http: the same tab, but a page load rather than an in-app route.
    ['http://www.huaxia-edu.cn/a', true, null],
    ['https://beian.miit.gov.cn/', false, null],
    // The host only contains ours: another site.
    ['https://www.huaxia-edu.cn.evil.example/x', false, null],
    ['https://evil.example/www.huaxia-edu.cn', false, null],
  ])('%s → same host %s, app path %s', (url, sameHost, appPath) => {
    expect(contentTarget(url, origin)).toMatchObject({ sameHost, appPath });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:service@huaxia-edu.cn',
    'file:///etc/passwd',
    // Relative-looking urls that leave the site.
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example/x',
    'https://user:pass@www.huaxia-edu.cn/',
    'http://[bad',
    '',
    '   ',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (url) => {
    expect(contentTarget(url, origin)).toBeNull();
    expect(isAllowedContentUrl(url)).toBe(false);
  });

  it('compares the port too', () => {
    expect(contentTarget('http://localhost:9090/a', 'http://localhost:8080')).toMatchObject({
      sameHost: false,
      appPath: null,
    });
  });
});

describe('mediaSource', () => {
  it('keeps pictures of this site and of http(s) sites', () => {
    expect(mediaSource('/uploads/a.png')).toBe('/uploads/a.png');
    expect(mediaSource(' https://img.example.cn/a.png ')).toBe('https://img.example.cn/a.png');
  });
  it('drops anything else', () => {
    expect(mediaSource('javascript:alert(1)')).toBeNull();
    expect(mediaSource('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(mediaSource('//evil.example/a.png')).toBeNull();
  });
});

describe('sitePath (menu paths)', () => {
  it('keeps paths of this site', () => {
    expect(sitePath('/about_us')).toBe('/about_us');
    expect(sitePath('/enroll_info?x=1')).toBe('/enroll_info?x=1');
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'about_us',
    'javascript:alert(1)',
    null,
  ])('refuses %j', (path) => {
    expect(sitePath(path)).toBeNull();
  });
});
