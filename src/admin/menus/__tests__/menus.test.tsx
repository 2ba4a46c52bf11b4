import { screen, waitFor, within } from '@testing-library/react';
import { openConsoleAs } from '@/testing/console';
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
    expect(screen.getByRole('link', { name: '在新窗口打开“集团新闻”的页面' })).toHaveAttribute(
      'href',
      '/word_list1/11',
    );
    expect(screen.getByRole('link', { name: '在新窗口打开“大事记”的页面' })).toHaveAttribute(
      'href',
      '/word_list1/13',
    );
    expect(screen.getByRole('link', { name: '在新窗口打开“关于我们”的页面' })).toHaveAttribute(
      'href',
      '/about_us',
    );
    // A menu that only groups others opens no page.
    expect(screen.queryByRole('link', { name: '在新窗口打开“新闻中心”的页面' })).not.toBeInTheDocument();

    const platforms = screen.getByRole('navigation', { name: '选择平台' });
    expect(within(platforms).getByRole('link', { name: '集团官网' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(platforms).getByRole('link', { name: '成人学历教育' }));
    expect(router.state.location.search).toBe('?platform=academic');
    const academic = await screen.findByRole('list', { name: '成人学历教育的栏目' });
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
    expect(handle).toHaveAccessibleDescription(/按空格键或回车键拿起栏目/);
  });

  it('deletes after 提示 / 确定删除吗, and shows the server’s refusal for a menu with sub-menus', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/menus');
    await user.click(await screen.findByRole('button', { name: '删除“大事记”' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('确定删除吗');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(menus.removed).toEqual([13]));
    await waitFor(() => expect(screen.queryByText('大事记')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '删除“新闻中心”' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText(/栏目“新闻中心”下还有子栏目：集团新闻、媒体报道/)).toBeInTheDocument();
    expect(menus.removed).toEqual([13]);
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
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menus'));
    const news = await screen.findByRole('list', { name: '“新闻中心”的子栏目' });
    await waitFor(() => expect(namesIn(news)).toEqual(['集团新闻', '媒体报道', '大事记', '校友风采']));
  });

  it('edits a menu into the second scheme, checking the pair and naming the template it opens', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/menus/11?platform=company');
    expect(await screen.findByRole('heading', { name: '编辑栏目：集团新闻', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在新窗口打开“集团新闻”的页面' })).toHaveAttribute(
      'href',
      '/word_list1/11',
    );
    // It may not move under itself.
    expect(within(screen.getByLabelText('上级栏目')).queryByRole('option', { name: /集团新闻/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /方案二/ }));
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
