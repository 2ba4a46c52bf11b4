import { configure, screen, waitFor, within } from '@testing-library/react';
import { LEAD_STATUS } from '@contract/lead-status';
import { openSignedInConsole } from '@/testing/console';
import { LEAD, installLeadInbox } from '@/testing/lead-inbox';
import { installLeadForms } from '@/testing/lead-form';
import { installFailureServer } from '@/testing/msw/mock-server';
import { installRealServer } from '@/testing/real-server';

configure({ asyncUtilTimeout: 5_000 });
const server = installRealServer();
const inbox = installLeadInbox(server);
const failures = installFailureServer();
const forms = installLeadForms(server, failures);

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

/** The table's rows as their cells' text, as staff read them (the period cells' visible text). */
const tableText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td')).map(
        (cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? cell.textContent,
      ),
    );

const ACADEMIC_FORM = {
  version: 2,
  fields: [
    { key: 'f1', type: 'single' as const, label: '学历', options: ['高中', '大专', '本科'] },
    { key: 'f2', type: 'multiple' as const, label: '上课方式', options: ['周末班', '晚班', '网课'] },
    { key: 'f5', type: 'text' as const, label: '工作单位' },
    { key: 'f6', type: 'single' as const, label: '了解渠道', options: ['朋友介绍', '广告'], retired: true },
  ],
};

describe('渠道报表 按表单字段', () => {
  beforeEach(async () => {
    await forms.write('academic', ACADEMIC_FORM);
    // Three academic leads of the range: 陈晓雨 (本科), 赵六 (本科, 已报名), 孙七 (no answer).
    await inbox.arrive(6, '赵六', '13512345678', '2026-03-03T02:00:00.000Z', {
      lead_status: LEAD_STATUS.enrolled,
    });
    await inbox.arrive(7, '孙七', '13512345679', '2026-03-02T02:00:00.000Z');
    await forms.answer(LEAD.陈晓雨, { f1: ['本科'], f2: ['周末班', '网课'] });
    await forms.answer(6, { f1: ['本科'], f2: ['网课'], f6: ['广告'] });
  });

  it('asks for a site, then offers its choice fields and tables the answers with a row for none', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', MARCH);
    await screen.findByRole('table', { name: /^各来源的线索与报名/ }, { timeout: 10_000 });

    await user.selectOptions(screen.getByRole('combobox', { name: '分组' }), '按表单字段');
    // No site yet: no field to choose; 查询 says what is missing.
    expect(screen.queryByRole('combobox', { name: '表单字段' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('按表单字段统计请先选择平台')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '平台' }), '成人教育');
    const fields = await screen.findByRole('combobox', { name: '表单字段' });
    expect(
      within(fields)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择字段', '学历', '上课方式', '了解渠道（已从表单删除）']);
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请选择要统计的表单字段')).toBeInTheDocument();

    await user.selectOptions(fields, '学历');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(reportQueries().at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-03-04',
        interval: 'day',
        by: 'answer',
        platform: 'academic',
        fieldKey: 'f1',
      }),
    );
    expect(router.state.location.search).toBe(
      '?from=2026-03-01&to=2026-03-04&by=answer&platform=academic&field=f1',
    );
    const table = await screen.findByRole('table', { name: /^各学历的线索与报名/ });
    const rows = tableText(table);
    expect(rows[0]!.slice(0, 4)).toEqual(['学历', '线索', '已报名', '转化率']);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['本科', '2', '1', '50.0%'],
      ['（未填写）', '1', '0', '0.0%'],
      ['合计', '3', '1', '33.3%'],
    ]);
    // An answer's row opens the inbox filtered to it; the unanswered row is no filter.
    expect(within(table).getByRole('link', { name: '本科' })).toHaveAttribute(
      'href',
      `/admin/leads?from=2026-03-01&to=2026-03-04&platform=academic&answerKey=f1&answerValue=${encodeURIComponent('本科')}`,
    );
    expect(within(table).queryByRole('link', { name: '（未填写）' })).not.toBeInTheDocument();
  });

  it('counts a multiple choice once per option, its periods’ sums not given as totals', async () => {
    await openSignedInConsole(server, 'admin', `${MARCH}&by=answer&platform=academic&field=f2`);
    const table = await screen.findByRole('table', { name: /^各上课方式的线索与报名/ }, { timeout: 10_000 });
    const rows = tableText(table);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['网课', '2', '1'],
      // As many leads: in key order, the unanswered ('') first.
      ['（未填写）', '1', '0'],
      ['周末班', '1', '0'],
      ['合计', '3', '1'],
    ]);
    expect(rows.at(-1)!.slice(-4)).toEqual(['—', '—', '—', '—']);
    expect(screen.getByText(/^多选题：一条线索选了几项就计入几行/)).toBeInTheDocument();
    // The form shows what the address says.
    expect(screen.getByRole('combobox', { name: '表单字段' })).toHaveValue('f2');
  });

  it('still counts a field removed from the form', async () => {
    await openSignedInConsole(server, 'admin', `${MARCH}&by=answer&platform=academic&field=f6`);
    const table = await screen.findByRole(
      'table',
      { name: /^各了解渠道（已从表单删除）的线索/ },
      { timeout: 10_000 },
    );
    expect(
      tableText(table)
        .slice(1)
        .map((row) => row.slice(0, 2)),
    ).toEqual([
      ['（未填写）', '2'],
      ['广告', '1'],
      ['合计', '3'],
    ]);
  });
});
