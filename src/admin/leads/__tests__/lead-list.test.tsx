import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE_OPTIONS } from '@/lib/pagination';
import { openSignedInConsole, renderConsole } from '@/testing/console';
import { columnTexts } from '@/testing/table';
import { ADMIN, LEAD, LEAD_TODAY, installLeadInbox } from '@/testing/lead-inbox';
import { installRealServer } from '@/testing/real-server';
import { EMPTY_LEAD_FILTERS, leadQueryOf } from '../lead-filters';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });
const server = installRealServer();
const inbox = installLeadInbox(server);

const LEADS = '/api/cms/web/siteMessage';
/** The query strings of the list calls the console sent in this test, oldest first. */
const listQueries = () => server.calls(`${LEADS}/list`).map((call) => call.query);
/** The JSON bodies the console sent to a lead write in this test. */
const bodiesOf = (call: string) => server.calls(`${LEADS}/${call}`, 'PUT').map((sent) => sent.body);

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('lead filters', () => {
  it('sends what the contract takes and leaves out what it would refuse', () => {
    expect(
      leadQueryOf({
        ...EMPTY_LEAD_FILTERS,
        from: '2026-03-01',
        to: '2026-03-31',
        platform: 'academic',
        status: '0',
        keyword: ' 张 ',
        assigneeId: '7',
        followUp: 'overdue',
        source: ' wechat ',
        campaign: 'autumn',
      }),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      platform: 'academic',
      status: 0,
      keyword: '张',
      assigneeId: 7,
      followUp: 'overdue',
      source: 'wechat',
      campaign: 'autumn',
    });
    expect(
      leadQueryOf({
        ...EMPTY_LEAD_FILTERS,
        from: '2026-13-01',
        to: 'x',
        platform: 'moon',
        status: '9',
        assigneeId: '0',
        followUp: 'tomorrow',
        unassigned: 'yes',
        open: '1',
      }),
    ).toEqual({});
    // 跟进中 and 待分配; 无活动 is the call's empty campaign and wins over a typed one.
    expect(
      leadQueryOf({
        ...EMPTY_LEAD_FILTERS,
        open: 'true',
        unassigned: 'true',
        campaign: 'x',
        noCampaign: 'true',
      }),
    ).toEqual({ open: true, unassigned: true, campaign: '' });
    // The 可疑线索 view sends only its own filters.
    expect(
      leadQueryOf({ ...EMPTY_LEAD_FILTERS, quarantined: 'true', status: '1', keyword: '王', open: 'true' }),
    ).toEqual({ quarantined: true, keyword: '王' });
  });
});

describe('lead inbox', () => {
  it('lists newest first with masked phones, source and campaign; new leads are marked in words, not colour alone', async () => {
    await openSignedInConsole(server, 'admin', '/admin/leads');
    expect(await screen.findByRole('heading', { name: '线索', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '访客留言（最新的在前）' });
    // The suspicious leads (王五, Robot Test) are not in the normal list.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(columnTexts(table, 1)).toEqual(['陈晓雨新新线索，尚未处理', '李四', '张三新新线索，尚未处理']);
    expect(listQueries()[0]).toEqual({ pageNum: '1', pageSize: '15' });

    const fresh = rowOf('陈晓雨');
    expect(within(fresh).getByTestId('new-badge')).toHaveTextContent('新线索，尚未处理');
    expect(fresh).toHaveTextContent('139****5678');
    expect(fresh).toHaveTextContent('此前已有相同手机号的线索');
    expect(fresh).not.toHaveTextContent('13912345678');
    expect(fresh).toHaveTextContent('微信');
    expect(fresh).toHaveTextContent('autumn');
    expect(within(rowOf('李四')).queryByTestId('new-badge')).not.toBeInTheDocument();
    expect(rowOf('李四')).toHaveTextContent('已联系');
    expect(rowOf('李四')).toHaveTextContent('演示管理员');
    expect(rowOf('李四')).toHaveTextContent('百度');
    expect(rowOf('李四')).toHaveTextContent('（无活动）');
    expect(rowOf('张三')).toHaveTextContent('未记录');
    expect(within(rowOf('陈晓雨')).getByRole('link', { name: '查看 陈晓雨' })).toHaveAttribute(
      'href',
      `/admin/leads/${LEAD.陈晓雨}`,
    );
    // Paging with the seed's sizes, 15 … 1000 (StaffPageQuery).
    const sizes = within(screen.getByRole('combobox', { name: '每页条数' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(PAGE_SIZE_OPTIONS.map((size) => `${size} 条/页`));
  });

  it('puts the filters in the address and into the call; 重置 clears them', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /陈晓雨/ });

    await user.type(screen.getByLabelText('开始日期'), '2026-03-01');
    await user.type(screen.getByLabelText('结束日期'), '2026-03-04');
    await user.selectOptions(screen.getByRole('combobox', { name: '平台' }), '成人教育');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '新线索');
    await user.type(screen.getByLabelText('关键词'), '陈');
    await user.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        pageNum: '1',
        pageSize: '15',
        from: '2026-03-01',
        to: '2026-03-04',
        platform: 'academic',
        status: '0',
        keyword: '陈',
      }),
    );
    expect(router.state.location.search).toBe(
      '?from=2026-03-01&to=2026-03-04&platform=academic&status=0&keyword=%E9%99%88',
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /张三/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /陈晓雨/ })).toBeInTheDocument();
    // The form shows what the address says.
    expect(screen.getByRole('combobox', { name: '平台' })).toHaveValue('academic');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('row', { name: /张三/ })).toBeInTheDocument();
  });

  it('filters by 跟进中, 我的线索, 回访, 来源 and 活动, in the address and in the call', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /陈晓雨/ });

    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '跟进中（新线索、已联系）');
    await user.selectOptions(screen.getByRole('combobox', { name: '负责人' }), '我的线索');
    await user.selectOptions(screen.getByRole('combobox', { name: '回访' }), '今日回访');
    // The sources the leads hold, from the server, in words with their counts (the normal leads').
    const sources = screen.getByRole('combobox', { name: '来源' });
    await within(sources).findByRole('option', { name: '百度（1）' });
    expect(
      within(sources)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部来源', '百度（1）', '未记录（1）', '微信（1）']);
    await user.selectOptions(sources, '百度（1）');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        pageNum: '1',
        pageSize: '15',
        open: 'true',
        assigneeId: String(ADMIN.id),
        followUp: 'today',
        source: 'baidu',
      }),
    );
    expect(router.state.location.search).toBe(
      `?open=true&assigneeId=${ADMIN.id}&followUp=today&source=baidu`,
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /陈晓雨/ })).not.toBeInTheDocument());
    expect(rowOf('李四')).toBeInTheDocument();
    // The view of the same filters is marked current.
    expect(screen.getByRole('link', { name: /^我的线索/ })).not.toHaveAttribute('aria-current');

    // 待分配 and a campaign typed in; then 无活动 (the call's empty campaign).
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.selectOptions(screen.getByRole('combobox', { name: '负责人' }), '待分配');
    await user.type(screen.getByLabelText('活动'), 'autumn');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unassigned=true&campaign=autumn'));
    expect(listQueries().at(-1)).toEqual({
      pageNum: '1',
      pageSize: '15',
      unassigned: 'true',
      campaign: 'autumn',
    });
    await waitFor(() => expect(screen.queryByRole('row', { name: /张三/ })).not.toBeInTheDocument());
    expect(rowOf('陈晓雨')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('活动'));
    await user.click(screen.getByRole('checkbox', { name: '只看无活动的线索' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unassigned=true&noCampaign=true'));
    expect(listQueries().at(-1)).toMatchObject({ unassigned: 'true', campaign: '' });
    expect(await screen.findByRole('row', { name: /张三/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /陈晓雨/ })).not.toBeInTheDocument();
  });

  it('offers the views as links with their counts; the current one is marked', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    const views = await screen.findByRole('navigation', { name: '线索视图' });
    await waitFor(() => expect(within(views).getByRole('link', { name: '待分配（2）' })).toBeInTheDocument());
    const hrefs = within(views)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['全部线索', '/admin/leads'],
      ['我的线索（1）', `/admin/leads?open=true&assigneeId=${ADMIN.id}`],
      ['待分配（2）', '/admin/leads?open=true&unassigned=true'],
      ['超时未响应（0）', '/admin/leads?overdue=true'],
      ['今日回访（1）', '/admin/leads?open=true&followUp=today'],
      ['逾期回访（1）', '/admin/leads?open=true&followUp=overdue'],
      ['可疑线索（2）', '/admin/leads?quarantined=true'],
    ]);
    expect(within(views).getByRole('link', { name: '全部线索' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(views).getByRole('link', { name: '逾期回访（1）' }));
    await waitFor(() => expect(router.state.location.search).toBe('?open=true&followUp=overdue'));
    expect(within(views).getByRole('link', { name: '逾期回访（1）' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /陈晓雨/ })).not.toBeInTheDocument());
    expect(rowOf('张三')).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({
      pageNum: '1',
      pageSize: '15',
      open: 'true',
      followUp: 'overdue',
    });
    // The form shows the view's filters.
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('open');
    expect(screen.getByRole('combobox', { name: '回访' })).toHaveValue('overdue');
  });

  it('refuses an end date before the start date, naming it beside the field', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /陈晓雨/ });
    const calls = listQueries().length;
    await user.type(screen.getByLabelText('开始日期'), '2026-03-05');
    await user.type(screen.getByLabelText('结束日期'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(screen.getByLabelText('结束日期')).toHaveAccessibleDescription('结束日期不能早于开始日期');
    expect(listQueries()).toHaveLength(calls);
  });

  it('exports a CSV with the filters in the address, under the server’s file name', async () => {
    await server.signIn('admin');
    const created: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      value: (blob: Blob) => {
        created.push(blob);
        return 'blob:http://localhost/leads';
      },
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      renderConsole('/admin/leads?platform=academic&keyword=%E9%99%88');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '导出 CSV' }));
      expect(await screen.findByText('导出完成，请查看下载的文件')).toBeInTheDocument();
      expect(server.calls(`${LEADS}/export`).map((call) => call.query)).toEqual([
        { platform: 'academic', keyword: '陈' },
      ]);
      expect(downloads).toEqual([`线索导出-${LEAD_TODAY}.csv`]);
      // The server's file, of the filters: 陈晓雨 (成人教育), no one else.
      const file = await created[0]?.text();
      expect(file).toContain('陈晓雨');
      expect(file).not.toContain('张三');
    } finally {
      click.mockRestore();
    }
  });

  it('hides the export from a lead worker whose roles do not export', async () => {
    await inbox.signInLeadWorker();
    renderConsole('/admin/leads');
    expect(await screen.findByRole('row', { name: /陈晓雨/ })).toBeInTheDocument();
    expect(screen.getByText('当前账号：招生顾问')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  });

  it('is listed for a lead role and refused by address without one', async () => {
    await openSignedInConsole(server, 'editor', '/admin/leads');
    expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeInTheDocument();
    expect(listQueries()).toHaveLength(0);
  });
});

describe('bulk actions', () => {
  it('assigns the ticked leads after a confirmation, says how many changed, and refreshes', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /陈晓雨/ });
    const bulk = screen.getByRole('group', { name: '批量操作' });
    expect(within(bulk).getByRole('button', { name: '分配' })).toBeDisabled();
    const assigneeChoices = () =>
      within(within(bulk).getByRole('combobox', { name: '批量分配给' }))
        .getAllByRole('option')
        .map((option) => option.textContent);

    // Offered: those who work every ticked lead's site (成人教育's 招生老师 for 陈晓雨 alone).
    await user.click(screen.getByRole('checkbox', { name: '选择 陈晓雨' }));
    expect(assigneeChoices()).toContain('成教招生老师');
    await user.click(screen.getByRole('checkbox', { name: '本页全选' }));
    expect(within(bulk).getByText('已选择 3 条')).toBeInTheDocument();
    expect(assigneeChoices()).not.toContain('成教招生老师');
    await user.click(screen.getByRole('checkbox', { name: '选择 李四' }));
    expect(within(bulk).getByText('已选择 2 条')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '本页全选' })).not.toBeChecked();

    await user.selectOptions(within(bulk).getByRole('combobox', { name: '批量分配给' }), '招生顾问');
    await user.click(within(bulk).getByRole('button', { name: '分配' }));
    let dialog = await findOpenDialog('提示');
    expect(dialog).toHaveTextContent('确定将选中的 2 条线索分配给「招生顾问」吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodiesOf('assignBatch')).toEqual([]);

    await user.click(within(bulk).getByRole('button', { name: '分配' }));
    dialog = await findOpenDialog('提示');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodiesOf('assignBatch')).toEqual([{ ids: [LEAD.陈晓雨, LEAD.张三], staffId: inbox.workerId }]),
    );
    expect(await screen.findByText('已分配 2 条线索')).toBeInTheDocument();
    // The list is asked again and shows the new assignee; the ticks are cleared.
    await waitFor(() => expect(rowOf('陈晓雨')).toHaveTextContent('招生顾问'));
    expect(rowOf('张三')).toHaveTextContent('招生顾问');
    expect(within(bulk).getByText('已选择 0 条')).toBeInTheDocument();
  });

  it('sets one status on the ticked leads; one lead needs no confirmation; unchanged ones are counted', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /陈晓雨/ });
    const bulk = screen.getByRole('group', { name: '批量操作' });
    const status = within(bulk).getByRole('combobox', { name: '批量改为' });

    await user.click(screen.getByRole('checkbox', { name: '选择 陈晓雨' }));
    await user.selectOptions(status, '已联系');
    await user.click(within(bulk).getByRole('button', { name: '修改状态' }));
    await waitFor(() => expect(bodiesOf('updateStatusBatch')).toEqual([{ ids: [LEAD.陈晓雨], status: 1 }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('已将 1 条线索改为“已联系”')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('陈晓雨')).queryByTestId('new-badge')).not.toBeInTheDocument());

    // 李四 is 已联系 already: the server changes one of the two.
    await user.click(screen.getByRole('checkbox', { name: '选择 李四' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 张三' }));
    await user.click(within(bulk).getByRole('button', { name: '修改状态' }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveTextContent('确定将选中的 2 条线索改为“已联系”吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('updateStatusBatch')).toHaveLength(2));
    expect(bodiesOf('updateStatusBatch')[1]).toEqual({ ids: [LEAD.李四, LEAD.张三], status: 1 });
    expect(await screen.findByText('已将 1 条线索改为“已联系”，1 条原本如此')).toBeInTheDocument();
  });
});

describe('the 可疑线索 view', () => {
  it('lists only the suspicious leads with their reason, and restores one after a confirmation', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads?quarantined=true');
    expect(await screen.findByRole('heading', { name: '可疑线索', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /^可疑线索（最新的在前）/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(listQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '15', quarantined: 'true' });
    expect(rowOf('王五')).toHaveTextContent('填写过快（不到 1.5 秒）');
    expect(rowOf('Robot Test')).toHaveTextContent('填写了隐藏字段');
    expect(screen.queryByRole('row', { name: /陈晓雨/ })).not.toBeInTheDocument();
    // Only the filters that describe suspicious leads; no bulk assignment.
    expect(screen.queryByRole('combobox', { name: '状态' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '批量分配给' })).not.toBeInTheDocument();

    await user.click(within(rowOf('王五')).getByRole('button', { name: '将 王五 恢复为正常线索' }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveTextContent('确定将「王五」恢复为正常线索吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('restore')).toEqual([{ ids: [LEAD.王五] }]));
    expect(await screen.findByText('已恢复 1 条线索')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /王五/ })).not.toBeInTheDocument());

    // Back in the normal list.
    await user.click(screen.getByRole('link', { name: '全部线索' }));
    expect(await screen.findByRole('row', { name: /王五/ })).toBeInTheDocument();
  });

  it('restores the ticked suspicious leads in bulk, always confirmed', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads?quarantined=true');
    await screen.findByRole('row', { name: /王五/ });
    await user.click(screen.getByRole('checkbox', { name: '本页全选' }));
    await user.click(screen.getByRole('button', { name: '恢复为正常线索' }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveTextContent('确定将选中的 2 条可疑线索恢复为正常线索吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('restore')).toEqual([{ ids: [LEAD.王五, LEAD.robot] }]));
    expect(await screen.findByText('已恢复 2 条线索')).toBeInTheDocument();
    expect(await screen.findByText('没有可疑线索')).toBeInTheDocument();
  });
});
