import { FLOATING_ACTION_PATHS, FLOATING_MENU_NAME, FLOATING_ONLY_MESSAGE } from '@contract/floating-menu';
import type { MenuEntry } from '@contract/site-menu';
import { CHINESE, rowCount, STORES } from '../../../../helper';
import { staffFixture } from '../../bms/system/staff';

const WEB = '/api/cms/web';

/**
 * The floating consult bar's entries (issue 21 item 3) are the sub-menus of 悬浮菜单: only they may
 * carry its action paths (tel:, #lead-form, #wechat-qr) or an http(s) url.
 */
describe.each(STORES)('the floating menu on %s', (store) => {
  const staff = staffFixture(store);
  const send = <T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    staff.send<T>(method, `${WEB}${url}`, payload);
  const tree = async (platform: string) =>
    (await send<MenuEntry[]>('GET', `/siteMenu/list?platform=${platform}`)).data;
  const topNamed = async (platform: string, name: string) =>
    (await tree(platform)).find((menu) => menu.name === name)!;

  it('is seeded for every site, each with its own entries and kinds', async () => {
    const kinds = async (platform: string) =>
      (await topNamed(platform, FLOATING_MENU_NAME)).subMenus.map((menu) => `${menu.name} ${menu.path}`);
    const { call: tel, leadForm, wechatQr } = FLOATING_ACTION_PATHS;
    expect(await kinds('company')).toEqual([
      `在线咨询 ${leadForm}`,
      `电话咨询 ${tel}`,
      '在线报名 /online_registration',
      '录取查询 /enroll_info',
      `微信咨询 ${wechatQr}`,
    ]);
    for (const platform of ['academic', 'selfStudy', 'vocational']) {
      const entries = await kinds(platform);
      expect(entries.length).toBeGreaterThanOrEqual(4);
      expect(entries).toContain(`电话咨询 ${tel}`);
      expect(entries).toContain(`在线咨询 ${leadForm}`);
    }
    expect(await kinds('academic')).not.toEqual(await kinds('vocational'));
    const icons = (await topNamed('company', FLOATING_MENU_NAME)).subMenus.map((menu) => menu.icon);
    expect(icons.every((icon) => icon?.startsWith('/images/demo/icon-'))).toBe(true);
  });

  it('takes the action paths and http(s) urls for sub-menus of 悬浮菜单 only', async () => {
    const floating = await topNamed('company', FLOATING_MENU_NAME);
    const about = await topNamed('company', '关于我们');
    const before = await rowCount(staff.app.db, 'site_menu');
    const save = (fields: Record<string, unknown>) =>
      send<{ id: number }>('POST', '/siteMenu', { platform: 'company', name: '客服', ...fields });

    const saved: number[] = [];
    for (const path of [
      ...Object.values(FLOATING_ACTION_PATHS),
      'https://kf.example.cn/chat?id=7',
      '/concact_us',
    ]) {
      const answer = await save({ parentId: floating.id, path: ` ${path} ` });
      expect([path, answer.code]).toEqual([path, 0]);
      saved.push(answer.data.id);
    }
    const stored = (await topNamed('company', FLOATING_MENU_NAME)).subMenus.filter((menu) =>
      saved.includes(menu.id),
    );
    expect(stored.map((menu) => menu.path)).toContain(FLOATING_ACTION_PATHS.call);

    // Elsewhere: a Chinese message naming the rule, nothing stored.
    const refused: [Record<string, unknown>, string][] = [
      [{ parentId: about.id, path: FLOATING_ACTION_PATHS.call }, FLOATING_ONLY_MESSAGE],
      [{ path: FLOATING_ACTION_PATHS.leadForm }, FLOATING_ONLY_MESSAGE],
      [{ parentId: about.id, path: 'https://kf.example.cn/chat' }, '本站路径'],
      [{ parentId: floating.id, path: 'javascript:alert(1)' }, '悬浮菜单'],
      [{ parentId: floating.id, path: 'tel:110' }, '悬浮菜单'],
      [{ parentId: floating.id, path: '//evil.example/x' }, '悬浮菜单'],
    ];
    for (const [fields, message] of refused) {
      const answer = await save(fields);
      expect(answer.status).toBe(400);
      expect(answer.code).not.toBe(0);
      expect(answer.message).toMatch(CHINESE);
      expect(answer.message).toContain(message);
    }
    // A sub-menu moved out of 悬浮菜单 keeps no action path.
    const moved = await send('POST', '/siteMenu', {
      id: saved[0],
      platform: 'company',
      name: '客服',
      parentId: about.id,
      path: FLOATING_ACTION_PATHS.call,
    });
    expect(moved.message).toContain(FLOATING_ONLY_MESSAGE);
    expect(await rowCount(staff.app.db, 'site_menu')).toBe(before + saved.length);

    for (const id of saved) expect((await send('DELETE', `/siteMenu?id=${id}`)).code).toBe(0);
  });
});
