import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import type { Database } from '../../../src/db/database';
import { CHINESE, envelope, rowCount, STORES } from '../../helper';
import { call, GRANTS, staffFixture } from './bms/system/staff';

const WEB = '/api/cms/web';
const ACCOUNTS = '/api/bms/system/admin';

/**
 * A refusal names the field it is about (the error envelope's `field`, contract/envelope.ts), so
 * the console shows it beside that box: the schema's refusals by the property of the first error,
 * the routes' own by the property they checked. Nothing is stored.
 */
describe.each(STORES)('the field of a refusal on %s', (store) => {
  const staff = staffFixture(store);
  let newsId: number;

  beforeAll(async () => {
    const tree = (await staff.send<MenuEntry[]>('GET', `${WEB}/siteMenu/list?platform=company`)).data;
    newsId = tree.flatMap((menu) => [menu, ...menu.subMenus]).find((menu) => menu.name === '集团新闻')!.id;
  });

  const content = () => ({ menuId: newsId, title: '新闻', body: '<p>正文</p>', status: false });

  it.each<[string, string, () => object, keyof Database, string, string]>([
    // The schema's refusals.
    [
      'a too-long title',
      '/siteContent',
      () => ({ ...content(), title: '长'.repeat(201) }),
      'site_content',
      'title',
      '标题为 1 到 200 个字符',
    ],
    [
      'an empty title',
      '/siteContent',
      () => ({ ...content(), title: '' }),
      'site_content',
      'title',
      '请输入标题',
    ],
    ['no title at all', '/siteContent', () => ({ menuId: newsId }), 'site_content', 'title', '请输入标题'],
    [
      'a too-long search title',
      '/siteContent',
      () => ({ ...content(), seoTitle: '长'.repeat(300) }),
      'site_content',
      'seoTitle',
      '搜索标题',
    ],
    [
      'an order out of range',
      '/siteContent',
      () => ({ ...content(), sort: 1_000_001 }),
      'site_content',
      'sort',
      '排序值应在 0 到 1000000 之间',
    ],
    [
      'a bad ICP link text',
      '/siteSetting',
      () => ({ platform: 'company', icpLinks: [{ text: '', url: '/' }] }),
      'site_setting',
      'icpLinks',
      '',
    ],
    // The routes' own refusals.
    [
      'a title of spaces',
      '/siteContent',
      () => ({ ...content(), title: '   ' }),
      'site_content',
      'title',
      '请输入标题',
    ],
    [
      'a new item without its menu',
      '/siteContent',
      () => ({ title: '新闻' }),
      'site_content',
      'menuId',
      '请选择栏目',
    ],
    [
      'a menu that does not exist',
      '/siteContent',
      () => ({ ...content(), menuId: 999_999 }),
      'site_content',
      'menuId',
      '所选栏目不存在',
    ],
    [
      'a bad link',
      '/siteContent',
      () => ({ ...content(), url: 'javascript:alert(1)' }),
      'site_content',
      'url',
      '链接地址不正确',
    ],
    [
      'a bad share picture',
      '/siteContent',
      () => ({ ...content(), seoImage: 'ftp://example.com/a.png' }),
      'site_content',
      'seoImage',
      '分享图片地址不正确',
    ],
    [
      'an end before the start',
      '/siteContent',
      () => ({ ...content(), publishTime: '2026-03-02 09:00', endTime: '2026-03-01 09:00' }),
      'site_content',
      'endTime',
      '下线时间必须晚于发布时间',
    ],
    [
      'a menu path off the site',
      '/siteMenu',
      () => ({ platform: 'company', name: '新栏目', status: true, path: 'https://example.com' }),
      'site_menu',
      'path',
      '栏目路径必须是本站路径',
    ],
    [
      'a layout of another content type',
      '/siteMenu',
      () => ({ platform: 'company', name: '新栏目', status: true, contentType: 'c-1', sortType: 's-2-1' }),
      'site_menu',
      'sortType',
      '排版类型 s-2-1 不属于内容类型 c-1',
    ],
    [
      'an unknown page type',
      '/siteMenu',
      () => ({ platform: 'company', name: '新栏目', status: true, pageType: '没有这种' }),
      'site_menu',
      'pageType',
      '页面类型“没有这种”不存在',
    ],
    [
      'a banner without its picture',
      '/siteBanner',
      () => ({ platform: 'company', title: '横幅', image: ' ', status: true }),
      'site_banner',
      'image',
      '请填写图片地址',
    ],
    [
      'a bad home page address',
      '/siteSetting',
      () => ({ platform: 'company', homeUrl: 'javascript:alert(1)' }),
      'site_setting',
      'homeUrl',
      '首页地址不正确',
    ],
  ])('answers %s with 400, its message and its field', async (_, url, payload, table, field, message) => {
    const sent = payload();
    const setting = url === '/siteSetting' ? await currentSetting() : null;
    const body = { ...setting, ...sent };
    const before = await rowCount(staff.app.db, table);
    const response = await call(staff.app, staff.editor, {
      method: 'POST',
      url: `${WEB}${url}`,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    const answer = envelope(response) as { message: string; field?: string; data: null };
    expect(answer.message).toMatch(CHINESE);
    expect(answer.message).toContain(message);
    expect(answer.field).toBe(field);
    expect(answer.data).toBeNull();
    expect(await rowCount(staff.app.db, table)).toBe(before);
    if (setting) expect(await currentSetting()).toEqual(setting);
  });

  const currentSetting = async () =>
    envelope<SiteSetting>(
      await call(staff.app, staff.editor, {
        method: 'GET',
        url: `${WEB}/siteSetting/details?platform=company`,
      }),
    ).data;

  it('names the name of a page type that already exists', async () => {
    const { name } = await staff.app.db.selectFrom('page_type').select('name').executeTakeFirstOrThrow();
    const before = await rowCount(staff.app.db, 'page_type');
    // single_link: a template the test's web root has, so the name is the one thing refused.
    const payload = { name, templateKey: 'single_link' };
    const response = await call(staff.app, staff.editor, { method: 'POST', url: `${WEB}/pageType`, payload });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ message: `页面类型名称“${name}”已存在`, field: 'name' });
    expect(await rowCount(staff.app.db, 'page_type')).toBe(before);
  });

  it('names the username of an account that already exists', async () => {
    const before = await rowCount(staff.app.db, 'staff_account');
    const response = await call(staff.app, staff.admin, {
      method: 'POST',
      url: ACCOUNTS,
      payload: { username: 'EDITOR', displayName: '新', roles: GRANTS.groupEditor },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({
      code: 100000001,
      message: '用户名已存在',
      field: 'username',
      data: null,
    });
    expect(await rowCount(staff.app.db, 'staff_account')).toBe(before);
  });

  it('names a query parameter the schema refuses', async () => {
    const response = await call(staff.app, staff.editor, {
      method: 'GET',
      url: `${WEB}/siteContent/list?menuId=abc`,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ message: '栏目编号不正确', field: 'menuId' });
  });

  it('names no field when a refusal is about none', async () => {
    const response = await call(staff.app, null, { method: 'GET', url: `${WEB}/siteContent/list` });
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toEqual({ code: expect.any(Number), message: '请先登录', data: null });
  });
});
