import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE_OPTIONS } from '@/lib/pagination';
import { openConsoleAs, renderConsole } from '@/testing/console';
import { installLeadServer } from '@/testing/msw/lead-server';
import { installStaffServer } from '@/testing/msw/staff-server';
import { leadQueryOf } from '../lead-filters';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });
const staff = installStaffServer();
const leads = installLeadServer(staff.server);

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('lead filters', () => {
  it('sends what the contract takes and leaves out what it would refuse', () => {
    expect(
      leadQueryOf({
        from: '2026-03-01',
        to: '2026-03-31',
        platform: 'academic',
        status: '0',
        keyword: ' 张 ',
      }),
    ).toEqual({ from: '2026-03-01', to: '2026-03-31', platform: 'academic', status: 0, keyword: '张' });
    expect(leadQueryOf({ from: '2026-13-01', to: 'x', platform: 'moon', status: '9', keyword: '' })).toEqual(
      {},
    );
  });
});

describe('lead inbox', () => {
  it('lists newest first with masked phones; new leads are marked in words, not colour alone', async () => {
    openConsoleAs(staff, 'admin', '/admin/leads');
    expect(await screen.findByRole('heading', { name: '线索', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '访客留言（最新的在前）' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['陈晓雨新新线索，尚未处理', '李四', '张三新新线索，尚未处理']);

    const fresh = rowOf('陈晓雨');
    expect(within(fresh).getByTestId('new-badge')).toHaveTextContent('新线索，尚未处理');
    expect(fresh).toHaveTextContent('139****5678');
    expect(fresh).toHaveTextContent('此前已有相同手机号的线索');
    expect(fresh).not.toHaveTextContent('13912345678');
    expect(within(rowOf('李四')).queryByTestId('new-badge')).not.toBeInTheDocument();
    expect(rowOf('李四')).toHaveTextContent('已联系');
    expect(rowOf('李四')).toHaveTextContent('演示管理员');
    expect(rowOf('张三')).toHaveTextContent('未记录');
    expect(within(rowOf('陈晓雨')).getByRole('link', { name: '查看 陈晓雨' })).toHaveAttribute(
      'href',
      '/admin/leads/3',
    );
    // Paging with the seed's sizes, 15 … 1000 (StaffPageQuery).
    expect(leads.calls.list[0]).toEqual({ pageNum: '1', pageSize: '15' });
    const sizes = within(screen.getByRole('combobox', { name: '每页条数' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(PAGE_SIZE_OPTIONS.map((size) => `${size} 条/页`));
  });

  it('puts the filters in the address and into the call; 重置 clears them', async () => {
    const { router, user } = openConsoleAs(staff, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /陈晓雨/ });

    await user.type(screen.getByLabelText('开始日期'), '2026-03-01');
    await user.type(screen.getByLabelText('结束日期'), '2026-03-04');
    await user.selectOptions(screen.getByRole('combobox', { name: '平台' }), '成人教育');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '新线索');
    await user.type(screen.getByLabelText('关键词'), '陈');
    await user.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() =>
      expect(leads.calls.list.at(-1)).toEqual({
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

  it('refuses an end date before the start date, naming it beside the field', async () => {
    const { user } = openConsoleAs(staff, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /陈晓雨/ });
    const calls = leads.calls.list.length;
    await user.type(screen.getByLabelText('开始日期'), '2026-03-05');
    await user.type(screen.getByLabelText('结束日期'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(screen.getByLabelText('结束日期')).toHaveAccessibleDescription('结束日期不能早于开始日期');
    expect(leads.calls.list).toHaveLength(calls);
  });

  it('exports a CSV with the filters in the address, under the server’s file name', async () => {
    staff.signIn('admin');
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
      expect(leads.calls.export).toEqual([{ platform: 'academic', keyword: '陈' }]);
      expect(downloads).toEqual(['线索导出-2026-03-05.csv']);
      expect(await created[0]?.text()).toContain('张三');
    } finally {
      click.mockRestore();
    }
  });

  it('hides the export from a lead worker without the export bit', async () => {
    leads.signInLeadWorker();
    renderConsole('/admin/leads');
    expect(await screen.findByRole('row', { name: /陈晓雨/ })).toBeInTheDocument();
    expect(screen.getByText('当前账号：招生顾问')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  });

  it('is listed for the leads bit and refused by address without it', async () => {
    openConsoleAs(staff, 'editor', '/admin/leads');
    expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeInTheDocument();
    expect(leads.calls.list).toHaveLength(0);
  });
});
