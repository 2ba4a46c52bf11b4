import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { LEAD, installLeadInbox } from '@/testing/lead-inbox';
import { installLeadForms } from '@/testing/lead-form';
import { installFailureServer } from '@/testing/msw/mock-server';
import { installRealServer } from '@/testing/real-server';
import { leadQueryOf, EMPTY_LEAD_FILTERS } from '../lead-filters';

// The console's pages are lazy chunks and the machine running the tests may be busy.
configure({ asyncUtilTimeout: 5_000 });
const server = installRealServer();
const inbox = installLeadInbox(server);
const failures = installFailureServer();
const forms = installLeadForms(server, failures);

const listQueries = () => server.calls('/api/cms/web/siteMessage/list').map((call) => call.query);

/** The academic site's form: a choice, a multiple choice, 意向专业, 所在省市, a text, a removed choice. */
const ACADEMIC_FORM = {
  version: 4,
  fields: [
    { key: 'f1', type: 'single' as const, label: '学历', options: ['高中', '大专', '本科'] },
    { key: 'f2', type: 'multiple' as const, label: '上课方式', options: ['周末班', '晚班', '网课'] },
    { key: 'f3', type: 'major' as const, label: '意向专业' },
    { key: 'f4', type: 'region' as const, label: '所在省市' },
    { key: 'f5', type: 'text' as const, label: '工作单位' },
    { key: 'f6', type: 'single' as const, label: '了解渠道', options: ['朋友介绍', '广告'], retired: true },
  ],
  majors: ['会计学', '护理学'],
};

describe('a lead’s answers in the console', () => {
  it('shows them under 表单信息 in the form’s order, a removed field marked', async () => {
    await forms.write('academic', ACADEMIC_FORM);
    await forms.answer(LEAD.陈晓雨, {
      f1: ['本科'],
      f2: ['周末班', '网课'],
      f4: ['广东省', '深圳市'],
      f5: ['华夏公司'],
      f6: ['广告'],
    });
    await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    const panel = await screen.findByRole('region', { name: '表单信息' }, { timeout: 10_000 });
    const terms = within(panel).getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['学历', '本科'],
      ['上课方式', '周末班、网课'],
      ['所在省市', '广东省 深圳市'],
      ['工作单位', '华夏公司'],
      ['了解渠道已从表单删除', '广告'],
    ]);
  });

  it('shows no 表单信息 for a lead that answered nothing', async () => {
    await forms.write('academic', ACADEMIC_FORM);
    await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    await screen.findByRole('heading', { name: '线索：陈晓雨', level: 1 }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: '表单信息' })).not.toBeInTheDocument();
  });

  it('sends an answer filter only with a site, whole', () => {
    const filters = { ...EMPTY_LEAD_FILTERS, answerKey: 'f1', answerValue: '本科' };
    expect(leadQueryOf(filters)).toEqual({});
    expect(leadQueryOf({ ...filters, platform: 'academic' })).toEqual({
      platform: 'academic',
      answerKey: 'f1',
      answerValue: '本科',
    });
    expect(leadQueryOf({ ...filters, platform: 'academic', answerKey: 'x1' })).toEqual({
      platform: 'academic',
    });
    expect(leadQueryOf({ ...filters, platform: 'academic', answerValue: '' })).toEqual({
      platform: 'academic',
    });
    expect(leadQueryOf({ ...filters, platform: 'academic', quarantined: 'true' })).toEqual({
      quarantined: true,
      platform: 'academic',
    });
  });

  it('filters the inbox by an answer of the chosen site’s form, in the address and the call', async () => {
    await forms.write('academic', ACADEMIC_FORM);
    await inbox.arrive(6, '赵六', '13512345678', '2026-03-03T02:00:00.000Z');
    await forms.answer(LEAD.陈晓雨, { f1: ['本科'], f3: ['会计学'], f4: ['广东省'] });
    await forms.answer(6, { f1: ['大专'], f3: ['护理学'], f4: ['北京市', '广东省'] });
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    await screen.findByRole('row', { name: /赵六/ });
    // No site chosen: a field key is one site's, so no answer filter.
    expect(screen.queryByRole('combobox', { name: '表单答案' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '平台' }), '成人教育');
    const answers = await screen.findByRole('combobox', { name: '表单答案' });
    // The choice fields of the form, each a group of its answers; no text field, no removed one.
    const groups = [...answers.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].length,
    ]);
    expect(groups).toEqual([
      ['学历', 3],
      ['上课方式', 3],
      ['意向专业', 2],
      ['所在省市', 34],
    ]);
    await user.selectOptions(answers, within(answers).getByRole('option', { name: '护理学' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        pageNum: '1',
        pageSize: '15',
        platform: 'academic',
        answerKey: 'f3',
        answerValue: '护理学',
      }),
    );
    expect(router.state.location.search).toBe(
      `?platform=academic&answerKey=f3&answerValue=${encodeURIComponent('护理学')}`,
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /陈晓雨/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /赵六/ })).toBeInTheDocument();
    // The form shows what the address says.
    expect(screen.getByRole('combobox', { name: '表单答案' })).toHaveValue('f3:护理学');

    // A region by its province: 赵六's city is no province.
    await user.selectOptions(
      screen.getByRole('combobox', { name: '表单答案' }),
      within(
        within(screen.getByRole('combobox', { name: '表单答案' })).getByRole('group', { name: '所在省市' }),
      ).getByRole('option', { name: '广东省' }),
    );
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ answerKey: 'f4', answerValue: '广东省' }),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /赵六/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /陈晓雨/ })).toBeInTheDocument();

    // Another site: the answer filter goes with the site it was of.
    await user.selectOptions(screen.getByRole('combobox', { name: '平台' }), '全部平台');
    expect(screen.queryByRole('combobox', { name: '表单答案' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('row', { name: /赵六/ })).toBeInTheDocument();
  });
});
