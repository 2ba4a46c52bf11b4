import { screen, waitFor, within } from '@testing-library/react';
import { openConsoleAs } from '@/testing/console';
import { columnTexts } from '@/testing/table';
import {
  adminItem,
  adminMenu,
  companyMenus,
  installContentAdminServer,
} from '@/testing/msw/content-admin-server';
import { installStaffServer } from '@/testing/msw/staff-server';

const staff = installStaffServer();
const content = installContentAdminServer(staff.server);

const SEARCH = '/admin/content-search';

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
const titlesShown = () => columnTexts(screen.getByRole('table'), 1);

describe('内容搜索', () => {
  it('searches one site by words, state and days, newest first, each title opening its editor', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', SEARCH);
    expect(await screen.findByRole('heading', { name: '内容搜索', level: 1 })).toBeInTheDocument();
    await screen.findByText('共 3 条');
    expect(titlesShown()).toEqual(['集团召开春季工作会议', '新校区奠基仪式举行', '校企合作签约']);
    expect(content.searchQueries.at(-1)).toEqual({ platform: 'company', pageNum: '1', pageSize: '15' });
    // Each result names its menu (with its place in the tree) and links to its editor.
    expect(rowOf('集团召开春季工作会议')).toHaveTextContent('新闻中心 / 集团新闻');
    expect(screen.getByRole('link', { name: '校企合作签约' })).toHaveAttribute(
      'href',
      '/admin/content/3?platform=company',
    );
    expect(rowOf('新校区奠基仪式举行')).toHaveTextContent('未发布');

    await user.type(screen.getByRole('textbox', { name: '关键词' }), '奠基');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '未发布');
    await user.type(screen.getByLabelText('开始日期'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('共 1 条');
    expect(content.searchQueries.at(-1)).toEqual({
      platform: 'company',
      keyword: '奠基',
      state: 'draft',
      from: '2026-02-01',
      pageNum: '1',
      pageSize: '15',
    });
    expect(router.state.location.search).toBe(
      '?platform=company&keyword=%E5%A5%A0%E5%9F%BA&state=draft&from=2026-02-01',
    );
    expect(screen.getByRole('table', { name: '集团官网中含“奠基”的内容' })).toBeInTheDocument();
  });

  it('refuses dates out of order before asking, and says when only the newest items were searched', async () => {
    const { user } = openConsoleAs(staff, 'editor', `${SEARCH}?from=2026-03-10&to=2026-03-01`);
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(content.searchQueries).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '重置' }));
    await screen.findByText('共 3 条');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '很旧');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('status')).toHaveTextContent('关键词只在最新的 5000 条内容中查找');
  });

  it('moves the ticked items into a content menu of this site only, after naming how many and where', async () => {
    content.set({
      menus: {
        company: companyMenus(),
        academic: [adminMenu(30, '成教新闻', { platform: 'academic', pageType: '新闻列表' })],
        selfStudy: [],
        vocational: [],
      },
    });
    const { user } = openConsoleAs(staff, 'editor', SEARCH);
    await screen.findByText('共 3 条');
    const bulk = screen.getByRole('group', { name: '批量操作' });
    const moveTo = within(bulk).getByRole('combobox', { name: '移到栏目' });
    // Only the content menus of this site: not the group 新闻中心, not another site's menus.
    await waitFor(() =>
      expect(
        within(moveTo)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['请选择栏目', '\u3000集团新闻', '\u3000通知公告', '关于我们']),
    );
    expect(within(bulk).getByRole('button', { name: '移动' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '选择“集团召开春季工作会议”' }));
    await user.click(screen.getByRole('checkbox', { name: '选择“校企合作签约”' }));
    expect(within(bulk).getByText('已选择 2 条')).toBeInTheDocument();
    await user.selectOptions(moveTo, '关于我们');
    await user.click(within(bulk).getByRole('button', { name: '移动' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定将选中的 2 条内容移到栏目“关于我们”吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(content.batches).toEqual([]);

    await user.click(within(bulk).getByRole('button', { name: '移动' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '移动' }));
    await waitFor(() =>
      expect(content.batches).toEqual([{ action: 'move', body: { ids: [1, 3], menuId: 20 } }]),
    );
    expect(await screen.findByText('已将 2 条内容移到栏目“关于我们”')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('校企合作签约')).toHaveTextContent('关于我们'));
    expect(within(bulk).getByText('已选择 0 条')).toBeInTheDocument();
  });

  it('shows the server’s refusal and changes nothing', async () => {
    const { user } = openConsoleAs(staff, 'editor', SEARCH);
    await screen.findByText('共 3 条');
    // The menu is removed by a colleague after the screen loaded.
    content.set({ menus: { company: [], academic: [], selfStudy: [], vocational: [] } });
    await user.click(screen.getByRole('checkbox', { name: '选择“校企合作签约”' }));
    const bulk = screen.getByRole('group', { name: '批量操作' });
    await user.selectOptions(within(bulk).getByRole('combobox', { name: '移到栏目' }), '关于我们');
    await user.click(within(bulk).getByRole('button', { name: '移动' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '移动' }));
    expect(await screen.findByText('目标栏目不存在，未做任何修改')).toBeInTheDocument();
    expect(content.items.find((item) => item.id === 3)?.menuId).toBe(12);
  });

  it('deletes the ticked items after 确定删除选中的 N 条内容吗？', async () => {
    const { user } = openConsoleAs(staff, 'editor', SEARCH);
    await screen.findByText('共 3 条');
    await user.click(screen.getByRole('checkbox', { name: '选择本页全部内容' }));
    const bulk = screen.getByRole('group', { name: '批量操作' });
    await user.click(within(bulk).getByRole('button', { name: '删除所选' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定删除选中的 3 条内容吗？');
    await user.click(within(dialog).getByRole('button', { name: '删除所选' }));
    expect(await screen.findByText('已删除 3 条内容')).toBeInTheDocument();
    expect(content.batches).toEqual([{ action: 'remove', body: { ids: [1, 2, 3] } }]);
    expect(await screen.findByText('没有找到符合条件的内容')).toBeInTheDocument();
  });

  it('changes publish and end times, refusing an end before the publish time in the form', async () => {
    content.set({
      items: [
        adminItem(1, 12, '定时甲'),
        adminItem(2, 12, '定时乙', { endTime: '2026-04-01T00:00:00.000Z' }),
      ],
    });
    const { user } = openConsoleAs(staff, 'editor', SEARCH);
    await screen.findByText('共 2 条');
    await user.click(screen.getByRole('checkbox', { name: '选择本页全部内容' }));
    const form = screen.getByRole('form', { name: '修改时间' });
    const apply = within(form).getByRole('button', { name: '修改时间' });
    await user.click(apply);
    expect(await within(form).findByText('请填写新的发布时间或下线时间')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('新的发布时间'), '2026-05-01T09:00');
    await user.type(within(form).getByLabelText('新的下线时间'), '2026-04-01T09:00');
    await user.click(apply);
    expect(await within(form).findByText('下线时间必须晚于发布时间')).toBeInTheDocument();
    expect(content.batches).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: '取消下线时间' }));
    await user.click(apply);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      '确定将选中的 2 条内容的发布时间改为 2026-05-01 09:00、下线时间取消吗？',
    );
    await user.click(within(dialog).getByRole('button', { name: '修改时间' }));
    expect(await screen.findByText('已修改 2 条内容的时间')).toBeInTheDocument();
    expect(content.batches).toEqual([
      { action: 'schedule', body: { ids: [1, 2], publishTime: '2026-05-01T09:00', endTime: null } },
    ]);
    await waitFor(() => expect(rowOf('定时乙')).toHaveTextContent('待发布'));
  });
});
