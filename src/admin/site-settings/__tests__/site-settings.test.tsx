import { screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { openConsoleAs } from '@/testing/console';
import { installSitePartsServer, setting, urlRefusal } from '@/testing/msw/site-parts-server';
import { installRevisionServer } from '@/testing/msw/revision-server';
import { installStaffServer } from '@/testing/msw/staff-server';
import { SiteSetting, SiteSettingSaveBody } from '@contract/site-setting';

const staff = installStaffServer();
const parts = installSitePartsServer(staff.server);
// The editors show their history (none here).
installRevisionServer(staff.server);

const icpGroup = () => screen.getByRole('group', { name: '备案链接' });

describe('site settings', () => {
  it('fixtures follow the contract', () => {
    expect(Value.Check(SiteSetting, setting('academic', '示例'))).toBe(true);
  });

  it('saves one platform as a whole JSON body, the ICP links a list of objects; the others are not sent', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/site-settings?platform=vocational');
    const phone = await screen.findByLabelText('电话', {}, { timeout: 5000 });
    expect(screen.getByLabelText('站点标题')).toHaveValue('华夏职业教育');
    await user.clear(phone);
    await user.type(phone, '400-800-9999');
    await user.clear(screen.getByLabelText('微信二维码'));

    // Rows: add one (its text box takes the focus), move it up, remove the first.
    await user.click(within(icpGroup()).getByRole('button', { name: '添加一条备案链接' }));
    const newText = screen.getByLabelText('备案文字（第 3 条备案链接）');
    expect(newText).toHaveFocus();
    await user.type(newText, '职教备案-新');
    await user.type(screen.getByLabelText('备案链接地址（第 3 条备案链接）'), 'https://beian.example.cn/');
    await user.click(screen.getByRole('button', { name: '上移「第 3 条备案链接」' }));
    expect(screen.getByLabelText('备案文字（第 2 条备案链接）')).toHaveValue('职教备案-新');
    await user.click(screen.getByRole('button', { name: '删除第 1 条备案链接' }));
    expect(screen.getByRole('button', { name: '添加一条备案链接' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '保存设置' }));

    await waitFor(() => expect(parts.settingSaves).toHaveLength(1));
    const body = parts.settingSaves[0]!;
    expect(body).toEqual({
      ...setting('vocational', '华夏职业教育'),
      phone: '400-800-9999',
      wechatQr: null,
      icpLinks: [
        { text: '职教备案-新', url: 'https://beian.example.cn/' },
        { text: '粤公网安备44010602000001号', url: 'https://beian.miit.gov.cn/' },
      ],
    });
    expect(Value.Check(SiteSettingSaveBody, body)).toBe(true);
    expect(parts.contentTypes).toEqual(['application/json']);
    expect(await screen.findByText('职业教育的站点设置已保存')).toBeInTheDocument();
  });

  it('edits 录取查询说明, what the admission lookup says when it finds nothing', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/site-settings?platform=vocational');
    const notice = await screen.findByLabelText('录取查询说明', {}, { timeout: 5000 });
    expect(notice).toHaveValue('');
    expect(notice).toHaveAccessibleDescription(/查不到录取信息时显示/);
    expect(notice).toHaveAttribute('maxlength', '200');
    await user.type(notice, '  录取结果一般在录取批次结束后 2 至 4 周内公布。 ');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(parts.settingSaves).toHaveLength(1));
    expect(parts.settingSaves[0]).toMatchObject({
      enrollNotice: '录取结果一般在录取批次结束后 2 至 4 周内公布。',
    });
    expect(Value.Check(SiteSettingSaveBody, parts.settingSaves[0])).toBe(true);
  });

  it('checks ICP rows before sending, and shows the server’s url-policy message in the ICP list, naming the row', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/site-settings?platform=vocational');
    await screen.findByLabelText('电话', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '添加一条备案链接' }));
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(screen.getByLabelText('备案文字（第 3 条备案链接）')).toHaveAccessibleDescription(
      /^请输入备案文字 已输入 0\/100$/,
    );
    expect(screen.getByLabelText('备案链接地址（第 3 条备案链接）')).toHaveAccessibleDescription(
      '请输入备案链接',
    );
    expect(parts.settingSaves).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '删除第 3 条备案链接' }));
    const second = screen.getByLabelText('备案链接地址（第 2 条备案链接）');
    await user.clear(second);
    await user.type(second, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    // The envelope names the list (field icpLinks); the message names the row.
    await waitFor(() =>
      expect(within(icpGroup()).getByRole('alert')).toHaveTextContent(urlRefusal('第 2 条备案链接')),
    );
  });

  it('switches platform in the address; a platform without settings starts empty and is created on save', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/site-settings');
    expect(await screen.findByLabelText('站点标题', {}, { timeout: 5000 })).toHaveValue('华夏教育集团');
    await user.click(screen.getByRole('link', { name: '成人教育' }));
    expect(router.state.location.search).toBe('?platform=academic');
    expect(await screen.findByText(/这个平台还没有站点设置/)).toBeInTheDocument();
    const title = screen.getByLabelText('站点标题');
    expect(title).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('请输入站点标题'));
    await user.type(title, '华夏成人教育');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(parts.settingSaves).toHaveLength(1));
    expect(parts.settingSaves[0]).toMatchObject({
      platform: 'academic',
      siteTitle: '华夏成人教育',
      icpLinks: [],
    });
  });
});
