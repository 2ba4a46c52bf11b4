import { screen, waitFor, within } from '@testing-library/react';
import { openConsoleAs } from '@/testing/console';
import { menuEntry } from '@/testing/fixtures';
import { installMenuServer } from '@/testing/msw/menu-server';
import { installStaffServer } from '@/testing/msw/staff-server';

const staff = installStaffServer();
const menus = installMenuServer(staff.server);

/** The names of one level of the tree, in the order shown. */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector('strong')?.textContent);

describe('栏目管理', () => {
  it('shows a platform’s tree with each entry’s status and public page, and keeps the platform in the address', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/menus');
    const top = await screen.findByRole('list', { name: '集团官网的栏目' });
    expect(namesIn(top)).toEqual(['关于我们', '新闻中心']);
    const news = screen.getByRole('list', { name: '“新闻中心”的子栏目' });
    expect(namesIn(news)).toEqual(['集团新闻', '媒体报道', '大事记']);
    const draft = within(news).getAllByRole('listitem')[1]!;
    expect(draft).toHaveTextContent('未发布');
    expect(within(news).getAllByRole('listitem')[0]).toHaveTextContent('已发布');

    // The public page, as the site's header resolves it: page type, scheme 2, fixed path.
    expect(screen.getByRole('link', { name: '打开页面“集团新闻”（新窗口）' })).toHaveAttribute(
      'href',
      '/word_list1/11',
    );
    expect(screen.getByRole('link', { name: '打开页面“大事记”（新窗口）' })).toHaveAttribute(
      'href',
      '/word_list1/13',
    );
    expect(screen.getByRole('link', { name: '打开页面“关于我们”（新窗口）' })).toHaveAttribute(
      'href',
      '/about_us',
    );
    // A menu that only groups others opens no page.
    expect(screen.queryByRole('link', { name: '打开页面“新闻中心”（新窗口）' })).not.toBeInTheDocument();

    const platforms = screen.getByRole('navigation', { name: '选择平台' });
    expect(within(platforms).getByRole('link', { name: '集团官网' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(platforms).getByRole('link', { name: '成人教育' }));
    expect(router.state.location.search).toBe('?platform=academic');
    const academic = await screen.findByRole('list', { name: '成人教育的栏目' });
    expect(namesIn(academic)).toEqual(['学历教育']);
  });

  it('moves a menu among its siblings with 上移/下移 and saves the whole group’s order', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/menus');
    await user.click(await screen.findByRole('button', { name: '下移“集团新闻”' }));
    await waitFor(() => expect(menus.sorts).toEqual([[12, 11, 13]]));
    const news = screen.getByRole('list', { name: '“新闻中心”的子栏目' });
    await waitFor(() => expect(namesIn(news)).toEqual(['媒体报道', '集团新闻', '大事记']));
    expect(screen.getByRole('button', { name: '上移“媒体报道”' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '上移“新闻中心”' }));
    await waitFor(() =>
      expect(menus.sorts).toEqual([
        [12, 11, 13],
        [2, 1],
      ]),
    );
  });

  it('describes dragging in Chinese to screen readers', async () => {
    openConsoleAs(staff, 'editor', '/admin/menus');
    const handle = await screen.findByRole('button', { name: '拖动排序：集团新闻' });
    expect(handle).toHaveAttribute('aria-roledescription', '可排序的栏目');
    // dnd-kit mounts its hidden instructions (what aria-describedby names) in an effect after the
    // handle: on a loaded machine the handle can be found first.
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/按空格键或回车键拿起栏目/));
  });

  it('deletes after naming the menu (确定删除栏目「大事记」吗？); says before asking why a menu with sub-menus or content cannot go', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/menus');
    await user.click(await screen.findByRole('button', { name: '删除“大事记”' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定删除栏目「大事记」吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(menus.removed).toEqual([13]));
    await waitFor(() => expect(screen.queryByText('大事记')).not.toBeInTheDocument());

    // Sub-menus: the tree knows; the button says why, the dialog explains, nothing is asked or sent.
    const parent = screen.getByRole('button', { name: '删除“新闻中心”' });
    expect(parent).toHaveAttribute('title', expect.stringContaining('下面还有子栏目：集团新闻、媒体报道'));
    await user.click(parent);
    const refusal = await screen.findByRole('alertdialog', { name: '不能删除栏目「新闻中心」' });
    expect(refusal).toHaveTextContent('下面还有子栏目：集团新闻、媒体报道。请先删除或移走这些子栏目。');
    expect(within(refusal).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: '知道了' }));

    // Content: one small call finds it before asking.
    menus.holdContent(11, 4);
    await user.click(screen.getByRole('button', { name: '删除“集团新闻”' }));
    const held = await screen.findByRole('alertdialog', { name: '不能删除栏目「集团新闻」' });
    expect(held).toHaveTextContent('下面还有 4 条内容。请先删除这些内容，或把它们移到其他栏目。');
    await user.click(within(held).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(menus.removed).toEqual([13]);
  });

  it('warns of a page type that no longer exists, in the list and in the form, which names it and will not save it', async () => {
    menus.dropPageType('新闻列表');
    const { user } = openConsoleAs(staff, 'editor', '/admin/menus');
    const news = await screen.findByRole('list', { name: '“新闻中心”的子栏目' });
    expect(within(news).getAllByRole('listitem')[0]).toHaveTextContent(
      '页面类型「新闻列表」已不存在，请重新选择',
    );

    await user.click(screen.getByRole('link', { name: '编辑“集团新闻”' }));
    const pageType = await screen.findByRole('combobox', { name: '页面类型' });
    expect(pageType).toHaveDisplayValue('新闻列表（已不存在）');
    expect(pageType).toHaveAccessibleDescription('该栏目的页面类型「新闻列表」已不存在，请重新选择');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(menus.saved).toHaveLength(0);
  });

  it('adds a sub-menu that opens a page type, naming the template each page type opens', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/menus');
    await user.click(await screen.findByRole('link', { name: '在“新闻中心”下新增子栏目' }));
    expect(
      await screen.findByRole('heading', { name: '在“新闻中心”下新增子栏目', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('上级栏目')).toHaveDisplayValue('新闻中心');

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入栏目名称')).toBeInTheDocument();
    expect(screen.getByText('请选择页面类型')).toBeInTheDocument();
    expect(menus.saved).toHaveLength(0);

    await user.type(screen.getByLabelText('栏目名称'), '校友风采');
    const pageType = screen.getByLabelText('页面类型');
    expect(
      within(pageType).getByRole('option', { name: '新闻列表（打开模板：新闻列表）' }),
    ).toBeInTheDocument();
    expect(within(pageType).getByRole('option', { name: '荣誉墙（模板不存在）' })).toBeInTheDocument();
    await user.selectOptions(pageType, '新闻列表');
    expect(screen.getByText('将打开模板：新闻列表（word_list1）')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /发布/ }));
    await user.click(screen.getByRole('radio', { name: '新窗口' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(menus.saved).toHaveLength(1));
    expect(menus.saved[0]).toEqual({
      platform: 'company',
      parentId: 2,
      name: '校友风采',
      status: true,
      pageType: '新闻列表',
      contentType: null,
      sortType: null,
      path: null,
      icon: null,
      openType: 'blank',
      // 搜索与分享 left empty: every field sent, cleared (issue 25 item 3).
      seoTitle: null,
      seoDescription: null,
      seoImage: null,
      noindex: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menus'));
    const news = await screen.findByRole('list', { name: '“新闻中心”的子栏目' });
    await waitFor(() => expect(namesIn(news)).toEqual(['集团新闻', '媒体报道', '大事记', '校友风采']));
  });

  it('edits a menu into the second scheme, checking the pair and naming the template it opens', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/menus/11?platform=company');
    expect(await screen.findByRole('heading', { name: '编辑栏目：集团新闻', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开页面“集团新闻”（新窗口）' })).toHaveAttribute(
      'href',
      '/word_list1/11',
    );
    // It may not move under itself.
    expect(within(screen.getByLabelText('上级栏目')).queryByRole('option', { name: /集团新闻/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: '按内容与排版' }));
    await user.type(screen.getByLabelText('内容类型'), 'c-2');
    await user.type(screen.getByLabelText('排版类型'), 's-3-4');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('排版类型 s-3-4 不属于内容类型 c-2')).toBeInTheDocument();
    expect(screen.getByText('站点没有与之对应的模板：访客点击该栏目不会打开页面。')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('排版类型'));
    await user.type(screen.getByLabelText('排版类型'), 's-2-4');
    expect(screen.getByText('将打开模板：封面列表（word_list13）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(menus.saved).toHaveLength(1));
    expect(menus.saved[0]).toMatchObject({
      id: 11,
      parentId: 2,
      pageType: null,
      contentType: 'c-2',
      sortType: 's-2-4',
      sort: 10,
    });
  });

  describe('悬浮菜单 (the floating consult bar)', () => {
    /** The company's 悬浮菜单 with a call and a link, as the seed has them. */
    const addFloatingMenu = () =>
      menus.menus.push(
        menuEntry(90, '悬浮菜单', {
          sort: 90,
          subMenus: [
            menuEntry(91, '电话咨询', { parentId: 90, path: 'tel:', sort: 10 }),
            menuEntry(92, '在线报名', { parentId: 90, path: '/online_registration', sort: 20 }),
          ],
        }),
      );

    it('lets staff choose what a button does: a link, a call, the form or the QR code', async () => {
      addFloatingMenu();
      const { user } = openConsoleAs(staff, 'editor', '/admin/menus');
      const buttons = await screen.findByRole('list', { name: '“悬浮菜单”的子栏目' });
      expect(within(buttons).getAllByRole('listitem')[0]).toHaveTextContent('按钮：拨打电话');

      await user.click(within(buttons).getByRole('link', { name: '编辑“电话咨询”' }));
      const kind = await screen.findByLabelText('按钮类型');
      expect(kind).toHaveDisplayValue('拨打电话');
      expect(
        within(kind)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['链接', '拨打电话', '在线留言', '微信二维码']);
      // A call opens no page: no page type, no path to fill in.
      expect(screen.queryByLabelText('路径')).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: '按内容与排版' })).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: '打开方式' })).not.toBeInTheDocument();
      expect(screen.getByText('拨打站点设置中的电话（站点设置 › 电话）')).toBeInTheDocument();

      await user.selectOptions(kind, '在线留言');
      expect(screen.getByText('在弹出窗口中打开留言表单，访客留下姓名和手机号')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(menus.saved).toHaveLength(1));
      expect(menus.saved[0]).toMatchObject({
        id: 91,
        parentId: 90,
        path: '#lead-form',
        pageType: null,
        contentType: null,
        sortType: null,
      });
    });

    it('keeps the path field for a link button, which may also be an http(s) address', async () => {
      addFloatingMenu();
      const { user } = openConsoleAs(staff, 'editor', '/admin/menus/new?platform=company&parent=90');
      await user.type(await screen.findByLabelText('栏目名称'), '在线客服');
      expect(screen.getByLabelText('按钮类型')).toHaveDisplayValue('链接');
      // A link may open in a new window.
      expect(screen.getByRole('group', { name: '打开方式' })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: /不指定/ }));
      await user.type(screen.getByLabelText('路径'), 'javascript:alert(1)');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(
        screen.getByText('路径应为本站路径（以 / 开头）或 http(s) 地址，不超过 200 个字符'),
      ).toBeInTheDocument();
      expect(menus.saved).toHaveLength(0);

      await user.clear(screen.getByLabelText('路径'));
      await user.type(screen.getByLabelText('路径'), 'https://kf.example.cn/chat');
      await user.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(menus.saved).toHaveLength(1));
      expect(menus.saved[0]).toMatchObject({
        parentId: 90,
        name: '在线客服',
        path: 'https://kf.example.cn/chat',
      });
    });

    it('offers no button types outside 悬浮菜单, where a path is a path of this site', async () => {
      addFloatingMenu();
      const { user } = openConsoleAs(staff, 'editor', '/admin/menus/11?platform=company');
      await screen.findByRole('heading', { name: '编辑栏目：集团新闻', level: 1 });
      expect(screen.queryByLabelText('按钮类型')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('路径'), 'https://kf.example.cn/chat');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(screen.getByText('路径应以 / 开头，不超过 200 个字符')).toBeInTheDocument();
      // Moving it under 悬浮菜单 makes it a button: the choice appears.
      await user.selectOptions(screen.getByLabelText('上级栏目'), '悬浮菜单');
      expect(screen.getByLabelText('按钮类型')).toHaveDisplayValue('链接');
    });
  });

  it('is listed in the navigation under 网站内容, with 页面类型', async () => {
    openConsoleAs(staff, 'editor', '/admin');
    const group = await screen.findByRole('region', { name: '网站内容' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/admin/menus', '/admin/page-types']));
  });
});
