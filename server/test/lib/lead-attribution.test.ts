import { KNOWN_SOURCES } from '@contract/lead-rules';
import {
  DERIVED_SOURCES,
  deviceClassOf,
  isWechatBrowser,
  leadSource,
  type SourceInput,
} from '../../src/lib/lead-attribution';

const OWN = new Set(['localhost', 'academic.localhost', 'www.huaxia.example.cn']);
const input = (overrides: Partial<SourceInput>): SourceInput => ({
  utmSource: null,
  utmMedium: null,
  referrer: null,
  inWechat: false,
  isOwnHost: (host) => OWN.has(host),
  ...overrides,
});

describe('leadSource', () => {
  it('takes a utm_source first, lower case and trimmed, with its utm_medium', () => {
    expect(
      leadSource(input({ utmSource: ' WeChat ', utmMedium: 'CPC', referrer: 'https://www.baidu.com/' })),
    ).toEqual({
      source: 'wechat',
      medium: 'cpc',
    });
    expect(leadSource(input({ utmSource: 'Toutiao' }))).toEqual({ source: 'toutiao', medium: null });
    expect(leadSource(input({ utmSource: 'x'.repeat(300) })).source).toHaveLength(100);
    // Blank is no source: the referrer decides.
    expect(leadSource(input({ utmSource: '  ', referrer: 'https://www.sogou.com/web?query=1' }))).toEqual({
      source: 'sogou',
      medium: 'organic',
    });
  });

  it.each([
    ['https://www.baidu.com/s?wd=自考', 'baidu', 'organic'],
    ['https://m.baidu.com/from=844b/s?word=1', 'baidu', 'organic'],
    ['https://wap.sogou.com/web/searchList.jsp', 'sogou', 'organic'],
    ['https://m.so.com/s?q=1', 'so360', 'organic'],
    ['https://yz.m.sm.cn/s?q=1', 'shenma', 'organic'],
    ['https://cn.bing.com/search?q=1', 'bing', 'organic'],
    ['https://www.google.com.hk/', 'google', 'organic'],
    ['https://mp.weixin.qq.com/s/abc', 'wechat', 'social'],
    ['android-app://com.tencent.mm/', 'wechat', 'social'],
    ['https://m.weibo.cn/status/1', 'weibo', 'social'],
    ['https://www.xiaohongshu.com/explore/1', 'xiaohongshu', 'social'],
    ['https://xhslink.com/a/1', 'xiaohongshu', 'social'],
    ['https://www.douyin.com/video/1', 'douyin', 'social'],
    ['https://zhuanlan.zhihu.com/p/1', 'zhihu', 'social'],
    ['https://user.qzone.qq.com/1', 'qq', 'social'],
    ['https://www.eol.cn/news/1.html', 'eol.cn', 'referral'],
    ['https://edu.sina.com.cn/a', 'edu.sina.com.cn', 'referral'],
  ])('takes the referrer %s as %s (%s)', (referrer, source, medium) => {
    expect(leadSource(input({ referrer }))).toEqual({ source, medium });
  });

  it("is not fooled by look-alike hosts, and takes this site's own pages for no source", () => {
    expect(leadSource(input({ referrer: 'https://notbaidu.com/' }))).toEqual({
      source: 'notbaidu.com',
      medium: 'referral',
    });
    expect(leadSource(input({ referrer: 'https://baidu.com.evil.example/' })).medium).toBe('referral');
    expect(leadSource(input({ referrer: 'http://academic.localhost:8080/news' }))).toEqual({
      source: 'direct',
      medium: null,
    });
    expect(leadSource(input({ referrer: 'https://www.huaxia.example.cn/', inWechat: true }))).toEqual({
      source: 'wechat',
      medium: 'social',
    });
  });

  it('falls back to WeChat in its browser, else direct; an unreadable referrer says nothing', () => {
    expect(leadSource(input({ inWechat: true }))).toEqual({ source: 'wechat', medium: 'social' });
    expect(leadSource(input({}))).toEqual({ source: 'direct', medium: null });
    for (const referrer of ['not a url', 'javascript:alert(1)', 'file:///etc/passwd', '']) {
      expect(leadSource(input({ referrer }))).toEqual({ source: 'direct', medium: null });
    }
  });

  it('derives only sources that have a Chinese label', () => {
    for (const source of DERIVED_SOURCES) expect([source, source in KNOWN_SOURCES]).toEqual([source, true]);
  });
});

describe('device class and WeChat from the User-Agent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL00) AppleWebKit/537.36 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'desktop'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
      'desktop',
    ],
    ['curl/8.5.0', 'desktop'],
  ])('%s is a %s', (userAgent, device) => {
    expect(deviceClassOf(userAgent)).toBe(device);
  });

  it('knows no device without a User-Agent, and WeChat by MicroMessenger', () => {
    expect(deviceClassOf(undefined)).toBeNull();
    expect(deviceClassOf('  ')).toBeNull();
    expect(
      isWechatBrowser('Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI'),
    ).toBe(true);
    expect(isWechatBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0')).toBe(false);
    expect(isWechatBrowser(undefined)).toBe(false);
  });
});
