/**
 * The floating consult bar (issue 21 item 3): the published sub-menus of 悬浮菜单 as links that
 * work without the app, the call from the site settings' number, and the sheets of 在线咨询 and
 * 微信咨询, loaded on the first tap.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { FLOATING_ACTION_PATHS } from '@contract/floating-menu';
import { FloatingBar } from '@/features/floating-bar/floating-bar';
import { type LeadRequest, leadHandlers } from '@/features/lead-form/__tests__/lead-handlers';
import { useMenuTree } from '@/features/site-menu/use-site';
import { menuEntry, siteSetting } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { findOpenDialog } from '@/testing/open-dialog';

const FLOATING = 50;
const sub = (id: number, name: string, fields: Parameters<typeof menuEntry>[2]) =>
  menuEntry(id, name, { parentId: FLOATING, icon: `/images/demo/icon-${id}.svg`, ...fields });

const ENTRIES = [
  sub(51, '在线咨询', { path: FLOATING_ACTION_PATHS.leadForm }),
  sub(52, '电话咨询', { path: FLOATING_ACTION_PATHS.call }),
  sub(53, '在线报名', { path: '/online_registration' }),
  sub(54, '新闻', { pageType: '新闻列表' }),
  sub(55, '在线客服', { path: 'https://kf.example.cn/chat?id=7' }),
  sub(56, '微信咨询', { path: FLOATING_ACTION_PATHS.wechatQr }),
  // Left out: unpublished, an unknown template, a url the policy refuses.
  sub(57, '草稿', { path: '/about_us', status: false }),
  sub(58, '敬请期待', { pageType: '未上线模板' }),
  sub(59, '脚本', { path: 'javascript:alert(1)' }),
];

const SETTING = siteSetting({ phone: '400-800-1234', wechatQr: '/images/demo/qr-wechat.svg' });

const server = installContentServer({
  setting: SETTING,
  menus: [
    menuEntry(1, '关于我们', { path: '/about_us' }),
    menuEntry(FLOATING, '悬浮菜单', { subMenus: ENTRIES }),
  ],
});

afterEach(() => act(() => toast.remove()));

const bar = async () => screen.findByRole('navigation', { name: '快捷咨询' });
const entry = async (name: string | RegExp) => within(await bar()).getByRole('link', { name });

describe('the floating consult bar', () => {
  it('draws each published entry as a link of its kind, in the menu’s order', async () => {
    renderTemplate(() => <FloatingBar />, { path: '/home' });
    const links = within(await bar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '在线咨询',
      '电话咨询400-800-1234',
      '在线报名',
      '新闻',
      '在线客服',
      '微信咨询',
    ]);
    expect(await entry('在线报名')).toHaveAttribute('href', '/online_registration');
    expect(await entry('新闻')).toHaveAttribute('href', '/word_list1/54');
    expect(await entry('在线客服')).toHaveAttribute('href', 'https://kf.example.cn/chat?id=7');
    expect(await entry('在线客服')).toHaveAttribute('target', '_blank');
    // The call dials the settings' number without its dashes, and says it.
    expect(await entry('电话咨询 400-800-1234')).toHaveAttribute('href', 'tel:4008001234');
    // Before the app (and without it) the sheets' entries lead to what they would show.
    expect(await entry('在线咨询')).toHaveAttribute('href', '/online_registration');
    expect(await entry('在线咨询')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(await entry('微信咨询')).toHaveAttribute('href', '/images/demo/qr-wechat.svg');
    // Icons are decoration: the label names the entry.
    expect((await entry('在线报名')).querySelector('img')).toHaveAttribute('alt', '');
  });

  it('leaves out a call without a number and a QR code the settings do not have', async () => {
    server.set({ setting: { ...SETTING, phone: ' ', wechatQr: null } });
    renderTemplate(() => <FloatingBar />, { path: '/home' });
    await entry('在线报名');
    expect(within(await bar()).queryByRole('link', { name: /电话咨询|微信咨询/ })).not.toBeInTheDocument();
  });

  it('draws nothing for a site without 悬浮菜单', async () => {
    server.set({ menus: [menuEntry(1, '关于我们', { path: '/about_us' })] });
    function PageWithBar() {
      const { tree } = useMenuTree();
      return (
        <>
          <p>{`${tree.length} 个栏目`}</p>
          <FloatingBar />
        </>
      );
    }
    renderTemplate(PageWithBar, { path: '/home' });
    await screen.findByText('1 个栏目');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens the lead form in a sheet (focus inside, Esc closes, focus back on the entry)', async () => {
    const user = userEvent.setup();
    renderTemplate(() => <FloatingBar />, { path: '/home' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await entry('在线咨询'));

    const sheet = await findOpenDialog('在线咨询', 'dialog');
    expect(within(sheet).getByRole('form', { name: '留言咨询' })).toBeInTheDocument();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await entry('在线咨询')).toHaveFocus();
  });

  it('keeps the sheet open on the after-lead panel once the lead has been sent', async () => {
    const log: LeadRequest[] = [];
    server.use(...leadHandlers(log));
    const user = userEvent.setup();
    renderTemplate(() => <FloatingBar />, { path: '/home' });
    await user.click(await entry('在线咨询'));
    const sheet = await findOpenDialog('在线咨询', 'dialog');
    await user.type(within(sheet).getByRole('textbox', { name: '姓名' }), '王小明');
    // Typed as people write it: sent as the 11 digits.
    await user.type(within(sheet).getByRole('textbox', { name: '手机号' }), '+86 138 0013 8000');
    await user.click(within(sheet).getByRole('button', { name: '提交' }));
    const panel = await within(sheet).findByRole('status');
    expect(panel).toHaveTextContent('提交成功');
    expect(within(panel).getByRole('link', { name: '400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
    expect(panel).toHaveFocus();
    expect(within(sheet).queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(log).toHaveLength(1);
    expect(log[0]?.body).toMatchObject({ name: '王小明', phone: '13800138000', pagePath: '/' });
    // Closed by the visitor, it opens on an empty form next time.
    await user.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await entry('在线咨询'));
    const again = await findOpenDialog('在线咨询', 'dialog');
    expect(within(again).getByRole('textbox', { name: '姓名' })).toHaveValue('');
  });

  it('shows the WeChat QR code with its caption, and closes with its button', async () => {
    const user = userEvent.setup();
    renderTemplate(() => <FloatingBar />, { path: '/home' });
    await user.click(await entry('微信咨询'));
    const sheet = await findOpenDialog('微信咨询', 'dialog');
    expect(within(sheet).getByRole('img', { name: '微信二维码' })).toHaveAttribute(
      'src',
      '/images/demo/qr-wechat.svg',
    );
    expect(sheet).toHaveAccessibleDescription('请用微信扫一扫二维码；在微信中可长按二维码识别。');
    await user.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
