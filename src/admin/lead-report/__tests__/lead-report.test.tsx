import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { CODE } from '@contract/codes';
import { LEAD_STATUS } from '@contract/lead-status';
import { openSignedInConsole } from '@/testing/console';
import { LEAD, LEAD_TODAY, installLeadInbox } from '@/testing/lead-inbox';
import { failWith } from '@/testing/msw/envelope';
import { installFailureServer } from '@/testing/msw/mock-server';
import { installRealServer } from '@/testing/real-server';
import { addDays } from '../../ui/china-days';

const server = installRealServer();
const inbox = installLeadInbox(server);
// Only to make the server refuse a range on demand; every other call reaches the real server.
const failures = installFailureServer();

/** The query strings of the report calls the console sent in this test, oldest first. */
const reportQueries = () =>
  server.calls('/api/cms/web/siteMessage/getChannelReport').map((call) => call.query);

// The chart sizes itself to its box; jsdom lays nothing out and has no ResizeObserver.
beforeAll(() => {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
});

const MARCH = '/admin/lead-report?from=2026-03-01&to=2026-03-04';
/** The report call MARCH asks for, counted per `interval` and grouped `by`. */
const marchQuery = (interval: string, by: string) => ({ from: '2026-03-01', to: '2026-03-04', interval, by });

/** The table's rows as their cells' text (header, body, foot), as staff read them. */
const tableText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td')).map(
        (cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? cell.textContent,
      ),
    );

describe('渠道报表', () => {
  it('reports the last 30 China-time days by day and source unless the address says otherwise', async () => {
    await openSignedInConsole(server, 'admin', '/admin/lead-report');
    expect(await screen.findByRole('heading', { name: '渠道报表', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(reportQueries()).toHaveLength(1));
    // The inbox's clock: the server and the console agree on China's today.
    const today = LEAD_TODAY;
    expect(reportQueries()[0]).toEqual({
      from: addDays(today, -29),
      to: today,
      interval: 'day',
      by: 'source',
    });
    expect(screen.getByLabelText('开始日期')).toHaveValue(addDays(today, -29));
    expect(screen.getByLabelText('结束日期')).toHaveValue(today);
  });

  it('tables leads, 已报名 and conversion per source and day with totals; each label opens the inbox', async () => {
    // 李四 arrived on Monday at 23:59 and was called on Tuesday at 09:30: 30 working minutes, on time.
    await inbox.change(LEAD.李四, {
      lead_status: LEAD_STATUS.enrolled,
      first_response_at: '2026-03-03T01:30:00.000Z',
      respond_by: '2026-03-03T01:30:00.000Z',
    });
    await openSignedInConsole(server, 'admin', MARCH);
    const table = await screen.findByRole('table', { name: /^各来源的线索与报名/ });
    expect(reportQueries().at(-1)).toEqual(marchQuery('day', 'source'));
    const header = ['线索', '已报名', '转化率', '首次响应（中位数）', '按时响应率', '未响应'];
    expect(tableText(table)).toEqual([
      ['来源', ...header, '03-01', '03-02', '03-03', '03-04'],
      ['百度', '1', '1', '100.0%', '30 分钟', '100.0%', '0', '0 / 0', '1 / 1', '0 / 0', '0 / 0'],
      // Leads without a due time (stored before targets): in 未响应, not in the share.
      ['未记录', '1', '0', '0.0%', '—', '—', '1', '1 / 0', '0 / 0', '0 / 0', '0 / 0'],
      ['微信', '1', '0', '0.0%', '—', '—', '1', '0 / 0', '0 / 0', '0 / 0', '1 / 0'],
      ['合计', '3', '1', '33.3%', '30 分钟', '100.0%', '2', '1 / 0', '1 / 1', '0 / 0', '1 / 0'],
    ]);
    expect(screen.getByText('首次响应中位数 30 分钟，按时响应率 100.0%，未响应 2 条')).toBeInTheDocument();
    // Read out in words, not as a fraction.
    expect(within(table).getAllByText('线索 1，已报名 1')).toHaveLength(2);
    expect(screen.getByText('线索 3 条，已报名 1 人，转化率 33.3%')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^图表：2026-03-01 至 2026-03-04 各来源的线索数（按天，堆叠柱形）与已报名人数/,
      }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '百度' })).toHaveAttribute(
      'href',
      '/admin/leads?from=2026-03-01&to=2026-03-04&source=baidu',
    );
    // The suspicious leads are not counted.
    expect(within(table).queryByText('王五')).not.toBeInTheDocument();
  });

  it('reports by week and campaign for a platform, in the address and in the call', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', MARCH);
    await screen.findByRole('table', { name: /^各来源的线索与报名/ });
    await user.selectOptions(screen.getByRole('combobox', { name: '统计周期' }), '按周');
    await user.selectOptions(screen.getByRole('combobox', { name: '分组' }), '按活动');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-04&interval=week&by=campaign'),
    );
    const table = await screen.findByRole('table', { name: /^各活动的线索与报名/ });
    expect(reportQueries().at(-1)).toEqual(marchQuery('week', 'campaign'));
    expect(tableText(table)).toEqual([
      [
        '活动',
        '线索',
        '已报名',
        '转化率',
        '首次响应（中位数）',
        '按时响应率',
        '未响应',
        '02-23 起',
        '03-02 起',
      ],
      ['（无活动）', '2', '0', '0.0%', '—', '—', '2', '1 / 0', '1 / 0'],
      ['autumn', '1', '0', '0.0%', '—', '—', '1', '0 / 0', '1 / 0'],
      ['合计', '3', '0', '0.0%', '—', '—', '3', '1 / 0', '2 / 0'],
    ]);
    // Leads without a campaign: the inbox's 无活动 filter.
    expect(within(table).getByRole('link', { name: '（无活动）' })).toHaveAttribute(
      'href',
      '/admin/leads?from=2026-03-01&to=2026-03-04&noCampaign=true',
    );
    expect(within(table).getByRole('link', { name: 'autumn' })).toHaveAttribute(
      'href',
      '/admin/leads?from=2026-03-01&to=2026-03-04&campaign=autumn',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: '平台' }), '集团官网');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(reportQueries().at(-1)).toMatchObject({ platform: 'company' }));
    const company = await screen.findByRole('table', { name: /^各活动的线索与报名/ });
    await waitFor(() => expect(within(company).getAllByRole('row')).toHaveLength(3));
    expect(within(company).getByRole('link', { name: '（无活动）' })).toHaveAttribute(
      'href',
      '/admin/leads?from=2026-03-01&to=2026-03-04&platform=company&noCampaign=true',
    );
  });

  it('refuses a range the server does not take, in Chinese beside the dates', async () => {
    const { user } = await openSignedInConsole(server, 'admin', MARCH);
    await screen.findByRole('table', { name: /^各来源的线索与报名/ });
    const asked = reportQueries().length;
    const to = screen.getByLabelText('结束日期');

    await user.clear(to);
    await user.type(to, '2026-02-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription('结束日期不能早于开始日期');

    await user.clear(to);
    await user.type(to, '2027-03-02');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('统计范围不能超过 366 天，请缩短日期范围')).toBeInTheDocument();
    expect(reportQueries()).toHaveLength(asked);

    // A refusal of the server's own (one the console cannot foresee) shows there too.
    failures.use(
      http.get(
        'http://localhost/api/cms/web/siteMessage/getChannelReport',
        () => failWith(CODE.badRequest, '开始日期不能早于 2020-01-01'),
        { once: true },
      ),
    );
    await user.clear(to);
    await user.type(to, '2026-03-03');
    await user.click(screen.getByRole('button', { name: '查询' }));
    // The form is drawn afresh for the new address.
    await waitFor(() =>
      expect(screen.getByLabelText('结束日期')).toHaveAccessibleDescription('开始日期不能早于 2020-01-01'),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is listed for a lead role and refused by address without one', async () => {
    await openSignedInConsole(server, 'editor', '/admin/lead-report');
    expect(await screen.findByRole('heading', { name: '没有权限', level: 1 })).toBeInTheDocument();
    expect(reportQueries()).toHaveLength(0);
  });
});
