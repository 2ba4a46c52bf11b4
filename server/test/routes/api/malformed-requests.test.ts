import { gzipSync } from 'node:zlib';
import { build, CHINESE, envelope, rowCount, STORES, type TestApp } from '../../helper';

const CONTENT = '/api/cms/web/siteContent';
const LOOKUP = '/api/ems/education/schoolRollContinue/searchForClient';
const LEAD = '/api/cms/web/siteMessage/saveForClient';

/** Malformed public requests beyond single integers: no 5xx, an envelope with a Chinese message. */
const REQUESTS: { method?: 'GET' | 'POST'; url: string; type?: string; payload?: string }[] = [
  { url: `${CONTENT}/listForClient?menuId=63&menuId=64` },
  { url: `${CONTENT}/listForClient?menuId[]=63` },
  { url: `${CONTENT}/listForClient?menuId[a]=63` },
  { url: `${CONTENT}/listForClient?menuId=%E0%A4%A` },
  { url: `${CONTENT}/listForClient?menuId=63&pageSize=%00` },
  { url: `${CONTENT}/listForClient?menuId=63&pageNum=1e309&pageSize=Infinity` },
  { url: `${CONTENT}/detailsForClient?id=1&id=` },
  { url: '/api/cms/web/siteMenu/listForClient?platform=__proto__' },
  { url: '/api/cms/web/siteMenu/listForClient?platform=company&platform=academic' },
  { url: '/api/cms/web/coworker/listForClient?pageNum=-Infinity' },
  { url: `${LOOKUP}?idCardNo=11010119950312125X&siteId=1&siteId=1` },
  { url: `${LOOKUP}?idCardNo=${'1'.repeat(5000)}` },
  { url: `${LOOKUP}?idCardNo=%FF%FE` },
  {
    method: 'POST',
    url: LEAD,
    type: 'application/json',
    payload: '{"name":"张三","phone":"13800138000","fillMs":1e309}',
  },
  {
    method: 'POST',
    url: LEAD,
    type: 'application/json',
    payload: '{"name":"张三","phone":"13800138000","fillMs":-1e309}',
  },
  {
    method: 'POST',
    url: LEAD,
    type: 'application/json',
    payload: '{"name":"张三","phone":"13800138000","fillMs":1.5}',
  },
  { method: 'POST', url: LEAD, type: 'application/json', payload: '{"name":["张三"],"phone":{"a":1}}' },
  { method: 'POST', url: LEAD, type: 'application/json', payload: '{"name":"张三",' },
  { method: 'POST', url: LEAD, type: 'application/x-www-form-urlencoded', payload: 'name=%E0%A4%A&phone=1' },
  {
    method: 'POST',
    url: LEAD,
    type: 'application/x-www-form-urlencoded',
    payload: 'name=a&name=b&phone=13800138000',
  },
];

describe.each(STORES)('malformed public requests on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { LOOKUP_RATE_LIMIT: '1000', LEAD_RATE_LIMIT: '1000' } });
  }, 60_000);

  it.each(REQUESTS)('refuses $url $payload with a 4xx', async ({ method = 'GET', url, type, payload }) => {
    const response = await app.inject({
      method,
      url,
      ...(type ? { headers: { 'content-type': type } } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = envelope(response);
    expect(body.code).not.toBe(0);
    expect(body.message).toMatch(CHINESE);
  });

  it('does not inflate a compressed body (a small request must not grow into a large one)', async () => {
    const before = await rowCount(app.db, 'site_message');
    const response = await app.inject({
      method: 'POST',
      url: LEAD,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      payload: gzipSync(`name=${encodeURIComponent('张三')}&phone=13800138000&fillMs=9000`),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toMatch(CHINESE);
    expect(await rowCount(app.db, 'site_message')).toBe(before);
  });
});
