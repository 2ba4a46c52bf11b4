import { configure, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { type SiteSetting, SiteSettingSaveBody } from '@contract/site-setting';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's settings of the four sites;
// the file's tests run in order on what the earlier ones left.
const server = installRealServer();

const SETTINGS = '/api/cms/web/siteSetting';

/** A platform's settings as the server gives them to the console. */
const settingsOf = async (platform: string) => {
  await server.signIn('editor');
  return server.send<SiteSetting>('GET', `${SETTINGS}/details?platform=${platform}`);
};
/** The JSON bodies of the saves the console sent in this test. */
const saves = () => server.calls(SETTINGS, 'POST').map((call) => call.body as SiteSettingSaveBody);

const icpGroup = () => screen.getByRole('group', { name: '备案链接' });

describe('site settings', () => {
  it('saves one platform as a whole JSON body, the ICP links a list of objects; the others are not sent', async () => {
    const before = await settingsOf('vocational');
    const { user } = await openSignedInConsole(server, 'editor', '/admin/site-settings?platform=vocational');
    const phone = await screen.findByLabelText('电话', {}, { timeout: 10_000 });
    expect(screen.getByLabelText('站点标题')).toHaveValue(before.siteTitle);
    await user.clear(phone);
    await user.type(phone, '400-800-9999');
    await user.clear(screen.getByLabelText('微信二维码'));

    // Rows: add one (its text box takes the focus), move it up, remove the one it passed.
    const added = before.icpLinks.length + 1;
    await user.click(within(icpGroup()).getByRole('button', { name: '添加一条备案链接' }));
    const newText = screen.getByLabelText(`备案文字（第 ${added} 条备案链接）`);
    expect(newText).toHaveFocus();
    await user.type(newText, '职教备案-新');
    await user.type(
      screen.getByLabelText(`备案链接地址（第 ${added} 条备案链接）`),
      'https://beian.example.cn/',
    );
    await user.click(screen.getByRole('button', { name: `上移「第 ${added} 条备案链接」` }));
    expect(screen.getByLabelText(`备案文字（第 ${added - 1} 条备案链接）`)).toHaveValue('职教备案-新');
    await user.click(screen.getByRole('button', { name: `删除第 ${added} 条备案链接` }));
    expect(screen.getByRole('button', { name: '添加一条备案链接' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '保存设置' }));

    expect(await screen.findByText('职业教育的站点设置已保存')).toBeInTheDocument();
    const [body] = saves();
    const icpLinks = [
      ...before.icpLinks.slice(0, -1),
      { text: '职教备案-新', url: 'https://beian.example.cn/' },
    ];
    expect(body).toEqual({ ...before, phone: '400-800-9999', wechatQr: null, icpLinks });
    expect(Value.Check(SiteSettingSaveBody, body)).toBe(true);
    expect(await settingsOf('vocational')).toEqual({
      ...before,
      phone: '400-800-9999',
      wechatQr: null,
      icpLinks,
    });
    // The other platforms' settings were not sent, nor changed.
    expect(saves()).toHaveLength(1);
  });

  it('keeps 留言咨询: the privacy page among the site’s menus by name, the working hours and what happens next', async () => {
    const before = await settingsOf('academic');
    const { user } = await openSignedInConsole(server, 'editor', '/admin/site-settings?platform=academic');
    const privacy = await screen.findByRole('combobox', { name: '隐私政策页面' }, { timeout: 10_000 });
    await within(privacy).findByRole('option', { name: '底部菜单 › 隐私政策' });
    expect(privacy).toHaveValue(String(before.privacyMenuId));
    expect(privacy).toHaveAccessibleDescription(/提交即表示同意《隐私政策》/);
    const hours = screen.getByRole('textbox', { name: '工作时间' });
    expect(hours).toHaveValue(before.workingHours);
    const next = screen.getByRole('textbox', { name: '提交后说明' });
    expect(next).toHaveAccessibleDescription(/留空时显示“招生老师将在工作时间内尽快致电，请留意来电。”/);

    await user.clear(hours);
    await user.type(hours, '周一至周五 9:00–18:00');
    await user.clear(next);
    await user.selectOptions(privacy, '底部菜单 › 关于我们');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('成人教育的站点设置已保存')).toBeInTheDocument();
    const aboutId = Number((privacy as HTMLSelectElement).value);
    expect(saves().at(-1)).toMatchObject({
      workingHours: '周一至周五 9:00–18:00',
      leadNextSteps: '',
      privacyMenuId: aboutId,
    });
    expect(await settingsOf('academic')).toMatchObject({
      workingHours: '周一至周五 9:00–18:00',
      leadNextSteps: '',
      privacyMenuId: aboutId,
    });

    // None chosen: the form says the lead forms then have no link.
    await user.selectOptions(privacy, '（不链接隐私政策）');
    expect(privacy).toHaveAccessibleDescription(/尚未选择隐私政策页面/);
  });

  it('edits 录取查询说明, what the admission lookup says when it finds nothing', async () => {
    const { user } = await openSignedInConsole(server, 'editor', '/admin/site-settings?platform=vocational');
    const notice = await screen.findByLabelText('录取查询说明', {}, { timeout: 10_000 });
    await waitFor(() => expect(notice).not.toHaveValue(''));
    expect(notice).toHaveAccessibleDescription(/查不到录取信息时显示/);
    expect(notice).toHaveAttribute('maxlength', '200');
    await user.clear(notice);
    await user.type(notice, '  录取结果一般在录取批次结束后 2 至 4 周内公布。 ');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(Value.Check(SiteSettingSaveBody, saves()[0])).toBe(true);
    expect((await settingsOf('vocational')).enrollNotice).toBe(
      '录取结果一般在录取批次结束后 2 至 4 周内公布。',
    );
  });

  it('checks ICP rows before sending, and shows the server’s url-policy refusal in the ICP list, naming the row', async () => {
    const before = await settingsOf('vocational');
    const rows = before.icpLinks.length;
    const { user } = await openSignedInConsole(server, 'editor', '/admin/site-settings?platform=vocational');
    await screen.findByLabelText('电话', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: '添加一条备案链接' }));
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(screen.getByLabelText(`备案文字（第 ${rows + 1} 条备案链接）`)).toHaveAccessibleDescription(
      /^请输入备案文字 已输入 0\/100$/,
    );
    expect(screen.getByLabelText(`备案链接地址（第 ${rows + 1} 条备案链接）`)).toHaveAccessibleDescription(
      '请输入备案链接',
    );
    expect(saves()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `删除第 ${rows + 1} 条备案链接` }));
    const last = screen.getByLabelText(`备案链接地址（第 ${rows} 条备案链接）`);
    await user.clear(last);
    await user.type(last, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    // The envelope names the list (field icpLinks); the message names the row.
    await waitFor(() =>
      expect(within(icpGroup()).getByRole('alert')).toHaveTextContent(
        `第 ${rows} 条备案链接不正确：只能是 http(s) 地址或本站路径`,
      ),
    );
    expect(await settingsOf('vocational')).toEqual(before);
  });

  it('switches platform in the address; a platform without settings starts empty and is created on save', async () => {
    await server.app.db.deleteFrom('site_setting').where('platform', '=', 'academic').execute();
    const company = await settingsOf('company');
    const { router, user } = await openSignedInConsole(server, 'editor', '/admin/site-settings');
    expect(await screen.findByLabelText('站点标题', {}, { timeout: 10_000 })).toHaveValue(company.siteTitle);
    await user.click(screen.getByRole('link', { name: '成人教育' }));
    expect(router.state.location.search).toBe('?platform=academic');
    expect(await screen.findByText(/这个平台还没有站点设置/)).toBeInTheDocument();
    const title = screen.getByLabelText('站点标题');
    expect(title).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('请输入站点标题'));
    expect(saves()).toHaveLength(0);
    await user.type(title, '华夏成人教育');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ platform: 'academic', siteTitle: '华夏成人教育', icpLinks: [] });
    expect(await settingsOf('academic')).toMatchObject({ siteTitle: '华夏成人教育', icpLinks: [] });
  });
});
