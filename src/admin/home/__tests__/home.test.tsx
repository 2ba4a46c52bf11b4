import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { CODE } from '@contract/codes';
import { openSignedInConsole } from '@/testing/console';
import { ADMIN, LEAD, LEAD_TODAY, installLeadInbox } from '@/testing/lead-inbox';
import { failWith } from '@/testing/msw/envelope';
import { installFailureServer } from '@/testing/msw/mock-server';
import { installRealServer } from '@/testing/real-server';
import { mondayOf } from '../../ui/china-days';
import { leadCards } from '../lead-cards';

const server = installRealServer();
const inbox = installLeadInbox(server);
// Only to fail the summary once on demand; every other call reaches the real server.
const failures = installFailureServer();

const SUMMARY = '/api/cms/web/siteMessage/getSummary';

describe('the lead cards’ links', () => {
  it('open the inbox filtered to what each card counts', () => {
    expect(leadCards('2026-03-04', 7).map((card) => [card.label, card.to])).toEqual([
      ['今日新增', '/leads?from=2026-03-04&to=2026-03-04'],
      ['本周新增', '/leads?from=2026-03-02&to=2026-03-04'],
      ['待分配', '/leads?open=true&unassigned=true'],
      ['超时未响应', '/leads?overdue=true'],
      ['今日回访', '/leads?open=true&followUp=today'],
      ['逾期回访', '/leads?open=true&followUp=overdue'],
      ['我的线索', '/leads?open=true&assigneeId=7'],
      ['可疑线索', '/leads?quarantined=true'],
    ]);
    // A Monday is its own week's first day; a Sunday belongs to the week before.
    expect(leadCards('2026-03-02', 7)[1]?.to).toBe('/leads?from=2026-03-02&to=2026-03-02');
    expect(leadCards('2026-03-08', 7)[1]?.to).toBe('/leads?from=2026-03-02&to=2026-03-08');
  });
});

describe('首页 for admissions staff', () => {
  it('shows the summary’s counts as links into the inbox, then the screens', async () => {
    // 陈晓雨 arrived at 10:00 and was due at 10:30; it is 14:00 and nobody has answered her.
    await inbox.change(LEAD.陈晓雨, { respond_by: '2026-03-04T02:30:00.000Z' });
    await openSignedInConsole(server, 'admin', '/admin');
    // The file's first screen: its lazy chunk loads first (long on a busy machine).
    const section = await screen.findByRole('region', { name: '线索概况' }, { timeout: 10_000 });
    await waitFor(() => expect(within(section).getByTestId('lead-card-today')).toHaveTextContent('1条'));
    const cards = within(section)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    // The inbox's clock: the server and the console agree on China's today.
    const today = LEAD_TODAY;
    expect(cards).toEqual([
      ['今日新增1条今天提交的线索', `/admin/leads?from=${today}&to=${today}`],
      ['本周新增2条本周一以来提交的线索', `/admin/leads?from=${mondayOf(today)}&to=${today}`],
      ['待分配2条跟进中，还没有负责人', '/admin/leads?open=true&unassigned=true'],
      ['超时未响应1条已过响应时限，还没有人联系', '/admin/leads?overdue=true'],
      ['今日回访1条回访日期是今天，仍在跟进', '/admin/leads?open=true&followUp=today'],
      ['逾期回访1条回访日期已过，仍在跟进', '/admin/leads?open=true&followUp=overdue'],
      ['我的线索1条由我负责，仍在跟进', `/admin/leads?open=true&assigneeId=${ADMIN.id}`],
      ['可疑线索2条疑似程序提交，待核实', '/admin/leads?quarantined=true'],
      // Each site's overdue leads (issue 38 item 3).
      ['成人教育 1 条', '/admin/leads?platform=academic&overdue=true'],
    ]);
    expect(screen.getByTestId('overdue-sites')).toHaveTextContent('各站点超时未响应：成人教育 1 条');
    // The screens stay below, under a heading of their own.
    const screens = screen.getByRole('region', { name: '功能入口' });
    expect(within(screens).getByRole('heading', { name: '功能入口', level: 2 })).toBeInTheDocument();
    expect(within(screens).getByRole('link', { name: /^账号管理/ })).toHaveAttribute(
      'href',
      '/admin/accounts',
    );
  });

  it('opens the inbox with the card’s filters applied', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin');
    const section = await screen.findByRole('region', { name: '线索概况' }, { timeout: 10_000 });
    await user.click(within(section).getByRole('link', { name: /^待分配/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?open=true&unassigned=true'));
    // The inbox's lazy chunk loads and its long filter form draws first (12 s on a busy machine).
    expect(await screen.findByRole('row', { name: /陈晓雨/ }, { timeout: 20_000 })).toBeInTheDocument();
    expect(server.calls('/api/cms/web/siteMessage/list').at(-1)?.query).toEqual({
      pageNum: '1',
      pageSize: '15',
      open: 'true',
      unassigned: 'true',
    });
    expect(screen.queryByRole('row', { name: /李四/ })).not.toBeInTheDocument();
  });

  it('says when the counts cannot be loaded, and tries again', async () => {
    // The first answer fails; the real server answers the next.
    failures.use(
      http.get(`http://localhost${SUMMARY}`, () => failWith(CODE.internal, '服务器繁忙'), {
        once: true,
      }),
    );
    const { user } = await openSignedInConsole(server, 'admin', '/admin');
    expect(await screen.findByText('线索统计暂时无法加载。')).toBeInTheDocument();
    expect(screen.getByTestId('lead-card-today')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('lead-card-today')).toHaveTextContent('1条'));
    expect(screen.queryByText('线索统计暂时无法加载。')).not.toBeInTheDocument();
  });
});

describe('首页 without a lead role', () => {
  it('keeps the screen cards, shows no lead counts and never asks for them', async () => {
    await openSignedInConsole(server, 'editor', '/admin');
    const screens = await screen.findByRole('region', { name: '功能入口' });
    expect(within(screens).getByRole('link', { name: /^栏目管理/ })).toHaveAttribute('href', '/admin/menus');
    expect(screen.queryByRole('region', { name: '线索概况' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开启新线索提醒' })).not.toBeInTheDocument();
    expect(server.calls(SUMMARY)).toHaveLength(0);
    // 集团内容管理员 reviews every site: the review counts come first, the screens under a heading.
    expect(await screen.findByRole('region', { name: '审核概况' })).toBeInTheDocument();
    expect(await within(screens).findByRole('heading', { name: '功能入口' })).toBeInTheDocument();
  });
});
