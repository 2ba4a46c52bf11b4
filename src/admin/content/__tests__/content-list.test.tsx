import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openConsoleAs, renderConsole } from '@/testing/console';
import { columnTexts } from '@/testing/table';
import { adminItem, installContentAdminServer } from '@/testing/msw/content-admin-server';
import { installStaffServer } from '@/testing/msw/staff-server';

const staff = installStaffServer();
const content = installContentAdminServer(staff.server);

const NEWS = '/admin/content?platform=company&menuId=12';

const titlesShown = () => columnTexts(screen.getByRole('table'), 2);

describe('the content list', () => {
  it('asks for a menu first, then keeps the platform and the menu in the address', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/content');
    expect(await screen.findByText(/请先选择平台和栏目/)).toBeInTheDocument();
    expect(content.listQueries).toHaveLength(0);

    const menu = screen.getByRole('combobox', { name: '栏目' });
    await waitFor(() => expect(within(menu).getAllByRole('option')).toHaveLength(5));
    // The tree, indented by level, drafts marked.
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择栏目', '新闻中心', '\u3000集团新闻', '\u3000通知公告（未发布）', '关于我们']);
    await user.selectOptions(menu, '12');

    await waitFor(() => expect(router.state.location.search).toBe('?platform=company&menuId=12'));
    expect(await screen.findByRole('table', { name: '“新闻中心 / 集团新闻”的内容列表' })).toBeInTheDocument();
    expect(content.listQueries.at(-1)).toEqual({ menuId: '12', pageNum: '1', pageSize: '15' });
    expect(screen.getByRole('link', { name: '新增内容' })).toHaveAttribute(
      'href',
      '/admin/content/new?platform=company&menuId=12',
    );
  });

  it('sends the search, the status filter, the page and the page size (up to 1000) with the call', async () => {
    staff.signIn('editor');
    content.set({
      items: Array.from({ length: 40 }, (_, index) =>
        adminItem(index + 1, 12, `${index % 2 ? '招生' : '校园'}新闻 ${index + 1}`),
      ),
    });
    const { router } = renderConsole(NEWS);
    const user = userEvent.setup();
    await screen.findByText('共 40 条');

    await user.type(screen.getByRole('textbox', { name: '标题关键词' }), '招生');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已发布');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('共 20 条');
    expect(content.listQueries.at(-1)).toEqual({
      menuId: '12',
      pageNum: '1',
      pageSize: '15',
      keyword: '招生',
      status: 'true',
    });

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 2 / 2 页');
    expect(content.listQueries.at(-1)).toMatchObject({ pageNum: '2', pageSize: '15', keyword: '招生' });

    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([15, 30, 60, 100, 200, 400, 600, 800, 1000].map((n) => `${n} 条/页`));
    await user.selectOptions(size, '1000 条/页');
    await screen.findByText('第 1 / 1 页');
    expect(content.listQueries.at(-1)).toMatchObject({ pageNum: '1', pageSize: '1000' });
    expect(router.state.location.search).toContain('size=1000');
    // The pager follows the address at once; the rows follow the answer.
    await waitFor(() => expect(titlesShown()).toHaveLength(20));
  });

  it('sorts the rows shown by a header', async () => {
    const { user } = openConsoleAs(staff, 'editor', NEWS);
    await screen.findByText('共 3 条');
    // The server's order: the manual sort order (0, 1, 2).
    expect(titlesShown()).toEqual(['校企合作签约', '集团召开春季工作会议', '新校区奠基仪式举行']);
    await user.click(screen.getByRole('button', { name: /发布时间/ }));
    expect(titlesShown()).toEqual(['校企合作签约', '新校区奠基仪式举行', '集团召开春季工作会议']);
    expect(screen.getByRole('columnheader', { name: /发布时间/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('publishes and withdraws a row, and the rows ticked', async () => {
    const { user } = openConsoleAs(staff, 'editor', NEWS);
    await user.click(await screen.findByRole('button', { name: '发布“新校区奠基仪式举行”' }));
    await waitFor(() => expect(content.published).toEqual([{ ids: [2], status: true }]));
    expect(await screen.findByRole('button', { name: '撤回“新校区奠基仪式举行”' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '选择“集团召开春季工作会议”' }));
    await user.click(screen.getByRole('checkbox', { name: '选择“校企合作签约”' }));
    expect(screen.getByText('已选择 2 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤回所选' }));
    await waitFor(() => expect(content.published).toHaveLength(2));
    expect(content.published[1]).toEqual({ ids: [3, 1], status: false });
    expect(await screen.findByText('已选择 0 条')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: /^发布“/ }).map((button) => button.textContent),
      ).toHaveLength(2),
    );
  });

  it('deletes only after the confirmation naming the item (确定删除内容「…」吗？)', async () => {
    const { user } = openConsoleAs(staff, 'editor', NEWS);
    await user.click(await screen.findByRole('button', { name: '删除“校企合作签约”' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定删除内容「校企合作签约」吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(content.removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: '删除“校企合作签约”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(content.removed).toEqual([3]));
    await waitFor(() => expect(screen.queryByText('校企合作签约')).not.toBeInTheDocument());
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('links to the editor and, for a live item, to its public page', async () => {
    openConsoleAs(staff, 'editor', NEWS);
    expect(await screen.findByRole('link', { name: '编辑“集团召开春季工作会议”' })).toHaveAttribute(
      'href',
      '/admin/content/1?platform=company',
    );
    expect(screen.getByRole('link', { name: '查看页面“集团召开春季工作会议”（新窗口）' })).toHaveAttribute(
      'href',
      '/article_details/12?articleId=1',
    );
    // A draft has no public page.
    expect(screen.queryByRole('link', { name: /查看“新校区奠基仪式举行”/ })).not.toBeInTheDocument();
  });
});
