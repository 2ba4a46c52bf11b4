import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { CONTENT, createItems, createNewsMenu, menuIdOf, storedItem } from '@/testing/real-content';
import { installRealServer } from '@/testing/real-server';
import { columnTexts } from '@/testing/table';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's menu tree, and menus of
// items each test makes through the real saves.
const server = installRealServer();

const LIST = `${CONTENT}/list`;
const UNPUBLISHED = '（未发布）';

const titlesShown = () => columnTexts(screen.getByRole('table'), 2);
const listAddress = (menuId: number) => `/admin/content?platform=company&menuId=${menuId}`;

/**
 * The company site's menus as the picker lists them, read from the store: parents before their
 * children, each level in its order (sort, then id), indented by level, drafts marked.
 */
async function menuOptionTexts(): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('site_menu')
    .select(['id', 'parent_id', 'name', 'status'])
    .where('platform', '=', 'company')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const under = (parentId: number | null, depth: number): string[] =>
    rows
      .filter((row) => row.parent_id === parentId)
      .flatMap((row) => [
        `${'\u3000'.repeat(depth)}${row.name}${row.status ? '' : UNPUBLISHED}`,
        ...under(row.id, depth + 1),
      ]);
  return under(null, 0);
}

/**
 * A new menu of three items, signed in as the demo editor: 校企合作签约 first (the smallest sort,
 * the oldest), 集团召开春季工作会议 (the newest), 新校区奠基仪式举行 (a draft).
 */
async function menuOfThree(name: string) {
  await server.signIn('editor');
  const menuId = await createNewsMenu(server, name);
  const [meeting, groundbreaking, signing] = await createItems(server, menuId, [
    { title: '集团召开春季工作会议', publishTime: '2026-03-01T09:00', sort: 20, status: true },
    { title: '新校区奠基仪式举行', publishTime: '2026-03-01T08:00', sort: 30, status: false },
    { title: '校企合作签约', publishTime: '2026-03-01T07:00', sort: 10, status: true },
  ]);
  return { menuId, meeting: meeting!, groundbreaking: groundbreaking!, signing: signing! };
}

describe('the content list', () => {
  it('asks for a menu first, then keeps the platform and the menu in the address', async () => {
    const news = await menuIdOf(server, '集团新闻', { parentName: '新闻中心' });
    const expected = await menuOptionTexts();
    const { router, user } = await openSignedInConsole(server, 'editor', '/admin/content');
    // The file's first screen: its lazy chunk loads first (long on a busy machine).
    expect(await screen.findByText(/请先选择平台和栏目/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(server.calls(LIST)).toHaveLength(0);

    const menu = screen.getByRole('combobox', { name: '栏目' });
    await waitFor(() => expect(within(menu).getAllByRole('option')).toHaveLength(expected.length + 1));
    // The tree, indented by level, drafts marked.
    const shown = within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(shown).toEqual(['请选择栏目', ...expected]);
    // 新闻中心 with its sub-menus under it: 集团新闻, and 通知公告 (a draft).
    const group = shown.indexOf('新闻中心');
    expect(shown[group + 1]).toBe('\u3000集团新闻');
    expect(shown).toContain(`\u3000通知公告${UNPUBLISHED}`);
    await user.selectOptions(menu, String(news));

    await waitFor(() => expect(router.state.location.search).toBe(`?platform=company&menuId=${news}`));
    expect(await screen.findByRole('table', { name: '“新闻中心 / 集团新闻”的内容列表' })).toBeInTheDocument();
    expect(server.calls(LIST).at(-1)?.query).toEqual({ menuId: String(news), pageNum: '1', pageSize: '15' });
    expect(screen.getByRole('link', { name: '新增内容' })).toHaveAttribute(
      'href',
      `/admin/content/new?platform=company&menuId=${news}`,
    );
  });

  it('sends the search, the status filter, the page and the page size (up to 1000) with the call', async () => {
    await server.signIn('editor');
    const menuId = await createNewsMenu(server, '分页测试');
    await createItems(
      server,
      menuId,
      Array.from({ length: 40 }, (_, index) => ({
        title: `${index % 2 ? '招生' : '校园'}新闻 ${index + 1}`,
        status: true,
      })),
    );
    const { router, user } = await openSignedInConsole(server, 'editor', listAddress(menuId));
    await screen.findByText('共 40 条');

    await user.type(screen.getByRole('textbox', { name: '标题关键词' }), '招生');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已发布');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('共 20 条');
    expect(server.calls(LIST).at(-1)?.query).toEqual({
      menuId: String(menuId),
      pageNum: '1',
      pageSize: '15',
      keyword: '招生',
      status: 'true',
    });

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 2 / 2 页');
    expect(server.calls(LIST).at(-1)?.query).toMatchObject({ pageNum: '2', pageSize: '15', keyword: '招生' });

    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([15, 30, 60, 100, 200, 400, 600, 800, 1000].map((n) => `${n} 条/页`));
    await user.selectOptions(size, '1000 条/页');
    await screen.findByText('第 1 / 1 页');
    expect(server.calls(LIST).at(-1)?.query).toMatchObject({ pageNum: '1', pageSize: '1000' });
    expect(router.state.location.search).toContain('size=1000');
    // The pager follows the address at once; the rows follow the answer.
    await waitFor(() => expect(titlesShown()).toHaveLength(20));
    expect(titlesShown().every((title) => title?.startsWith('招生新闻'))).toBe(true);
  });

  it('sorts the rows shown by a header', async () => {
    const { menuId } = await menuOfThree('排序测试');
    const { user } = await openSignedInConsole(server, 'editor', listAddress(menuId));
    await screen.findByText('共 3 条');
    // The server's order: the manual sort order (10, 20, 30).
    expect(titlesShown()).toEqual(['校企合作签约', '集团召开春季工作会议', '新校区奠基仪式举行']);
    await user.click(screen.getByRole('button', { name: /发布时间/ }));
    expect(titlesShown()).toEqual(['校企合作签约', '新校区奠基仪式举行', '集团召开春季工作会议']);
    expect(screen.getByRole('columnheader', { name: /发布时间/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('publishes and withdraws a row, and the rows ticked', async () => {
    const { menuId, meeting, groundbreaking, signing } = await menuOfThree('发布测试');
    const { user } = await openSignedInConsole(server, 'editor', listAddress(menuId));
    await user.click(await screen.findByRole('button', { name: '发布“新校区奠基仪式举行”' }));
    await waitFor(() =>
      expect(server.calls(`${CONTENT}/publish`, 'POST').map((call) => call.body)).toEqual([
        { ids: [groundbreaking], status: true },
      ]),
    );
    expect(await screen.findByRole('button', { name: '撤回“新校区奠基仪式举行”' })).toBeInTheDocument();
    expect((await storedItem(server, groundbreaking))?.status).toBe(1);

    await user.click(screen.getByRole('checkbox', { name: '选择“集团召开春季工作会议”' }));
    await user.click(screen.getByRole('checkbox', { name: '选择“校企合作签约”' }));
    expect(screen.getByText('已选择 2 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤回所选' }));
    await waitFor(() => expect(server.calls(`${CONTENT}/publish`, 'POST')).toHaveLength(2));
    // In the order the rows are shown.
    expect(server.calls(`${CONTENT}/publish`, 'POST')[1]?.body).toEqual({
      ids: [signing, meeting],
      status: false,
    });
    expect(await screen.findByText('已选择 0 条')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: /^发布“/ }).map((button) => button.textContent),
      ).toHaveLength(2),
    );
    expect((await storedItem(server, signing))?.status).toBe(0);
    expect((await storedItem(server, meeting))?.status).toBe(0);
    expect((await storedItem(server, groundbreaking))?.status).toBe(1);
  });

  it('deletes only after the confirmation naming the item (确定删除内容「…」吗？)', async () => {
    const { menuId, signing } = await menuOfThree('删除测试');
    const { user } = await openSignedInConsole(server, 'editor', listAddress(menuId));
    await user.click(await screen.findByRole('button', { name: '删除“校企合作签约”' }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveAccessibleDescription('确定删除内容「校企合作签约」吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls(CONTENT, 'DELETE')).toEqual([]);
    expect(await storedItem(server, signing)).toBeDefined();

    await user.click(screen.getByRole('button', { name: '删除“校企合作签约”' }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(server.calls(CONTENT, 'DELETE').map((call) => call.query)).toEqual([{ id: String(signing) }]),
    );
    await waitFor(() => expect(screen.queryByText('校企合作签约')).not.toBeInTheDocument());
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(await storedItem(server, signing)).toBeUndefined();
  });

  it('links to the editor and, for a live item, to its public page', async () => {
    const { menuId, meeting } = await menuOfThree('链接测试');
    await openSignedInConsole(server, 'editor', listAddress(menuId));
    expect(await screen.findByRole('link', { name: '编辑“集团召开春季工作会议”' })).toHaveAttribute(
      'href',
      `/admin/content/${meeting}?platform=company`,
    );
    expect(screen.getByRole('link', { name: '查看页面“集团召开春季工作会议”（新窗口）' })).toHaveAttribute(
      'href',
      `/article_details/${menuId}?articleId=${meeting}`,
    );
    // A draft has no public page.
    expect(screen.queryByRole('link', { name: /查看页面“新校区奠基仪式举行”/ })).not.toBeInTheDocument();
  });
});
