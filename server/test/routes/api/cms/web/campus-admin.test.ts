import type { Campus, CampusAdmin } from '@contract/campus';
import { build, envelope, expectRefused, rowCount, STORES, type TestApp } from '../../../../helper';
import { EDITOR, sendAs, signedIn, signedInAsNew, type Method } from '../../bms/system/staff';

const WEB = '/api/cms/web/siteCampus';
const CAMPUS = {
  platform: 'vocational',
  name: '测试校区',
  city: '广州',
  address: '广州市天河区体育西路 1 号',
  phone: '020-1234 5678',
  hours: '周一至周五 9:00-18:00',
  picture: null,
  coordinates: ' 113.3245 ， 23.1372 ',
  status: true,
};

describe.each(STORES)('campuses (校区) on %s', (store) => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await build({ store });
    cookie = await signedIn(app, EDITOR);
  }, 60_000);
  afterAll(() => app.close());

  const send = <T = unknown>(method: Method, url: string, payload?: unknown, as = cookie) =>
    sendAs<T>(app, as, method, `${WEB}${url}`, payload);

  it('lists the demo campuses of a site, publicly and for staff', async () => {
    const response = await app.inject({ url: `${WEB}/listForClient?platform=company` });
    const campuses = envelope<Campus[]>(response).data;
    expect(campuses).toHaveLength(12);
    expect(new Set(campuses.map((campus) => campus.city)).size).toBe(12);
    expect((await send<CampusAdmin[]>('GET', '/list?platform=vocational')).data.length).toBe(3);
  });

  it('saves, shows, hides, sorts and removes a campus; the site sees it at once', async () => {
    const saved = await send<{ id: number }>('POST', '', CAMPUS);
    expect(saved.code).toBe(0);
    const details = await send<CampusAdmin>('GET', `/details?id=${saved.data.id}`);
    expect(details.data).toMatchObject({ name: '测试校区', coordinates: '113.3245,23.1372', status: true });
    const site = async () =>
      envelope<Campus[]>(await app.inject({ url: `${WEB}/listForClient?platform=vocational` })).data;
    expect((await site()).map((campus) => campus.name)).toContain('测试校区');
    await send('POST', '', { ...CAMPUS, id: saved.data.id, coordinates: '', status: false });
    expect((await send<CampusAdmin>('GET', `/details?id=${saved.data.id}`)).data.coordinates).toBeNull();
    expect((await site()).map((campus) => campus.name)).not.toContain('测试校区');
    const ids = (await send<CampusAdmin[]>('GET', '/list?platform=vocational')).data.map((c) => c.id);
    expect((await send('PUT', '/sort', { ids: [...ids].reverse() })).code).toBe(0);
    expect((await send('DELETE', `?id=${saved.data.id}`)).code).toBe(0);
    expectRefused(await send('DELETE', `?id=${saved.data.id}`), '校区不存在');
  });

  it('refuses coordinates out of range or malformed, a missing name and a bad picture, storing nothing', async () => {
    const before = await rowCount(app.db, 'campus');
    for (const coordinates of ['200,23', '113,95', '23.1', 'abc,def', '113;23'])
      expectRefused(await send('POST', '', { ...CAMPUS, coordinates }), '经度,纬度');
    expectRefused(await send('POST', '', { ...CAMPUS, name: '  ' }), '请输入校区名称');
    expectRefused(await send('POST', '', { ...CAMPUS, city: '' }), '城市');
    expectRefused(await send('POST', '', { ...CAMPUS, picture: 'javascript:alert(1)' }), '校区图片地址');
    expectRefused(await send('POST', '', { ...CAMPUS, address: '路'.repeat(121) }), '地址');
    expect(await rowCount(app.db, 'campus')).toBe(before);
  });

  it('lets an editor of one site change that site’s campuses only', async () => {
    const own = await signedInAsNew(app, 'campus.editor', [{ role: 'editor', sites: ['vocational'] }]);
    const before = await rowCount(app.db, 'campus');
    const other = await send('POST', '', { ...CAMPUS, platform: 'academic' }, own);
    expect(other.status).toBe(403);
    const company = (await send<CampusAdmin[]>('GET', '/list?platform=company')).data[0]!;
    expect((await send('DELETE', `?id=${company.id}`, undefined, own)).status).toBe(403);
    expect(await rowCount(app.db, 'campus')).toBe(before);
    const mine = await send<{ id: number }>('POST', '', CAMPUS, own);
    expect(mine.code).toBe(0);
    expect((await send('DELETE', `?id=${mine.data.id}`, undefined, own)).code).toBe(0);
  });
});
