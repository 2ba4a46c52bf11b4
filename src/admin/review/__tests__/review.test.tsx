import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ReviewItem, ReviewSummary } from '@contract/review';
import { openSignedInConsole } from '@/testing/console';
import { findOpenDialog } from '@/testing/open-dialog';
import { installRealServer } from '@/testing/real-server';
import { formatDateTime } from '../../ui/format';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): 职业教育 asks for review, its demo
// 撰稿人 (vocational.writer) submits, the demo 集团内容管理员 (editor) reviews.
const server = installRealServer();

const REVIEW = '/api/cms/web/review';

/** A content menu of 职业教育 (one a published item of the seed is in). */
async function vocationalMenu(): Promise<number> {
  const { menu_id: menuId } = await server.app.db
    .selectFrom('site_content')
    .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
    .select('site_content.menu_id')
    .where('site_menu.platform', '=', 'vocational')
    .where('site_content.status', '=', 1)
    .orderBy('site_content.id')
    .executeTakeFirstOrThrow();
  return menuId;
}

/** A new item the writer saved unpublished and submitted for publication: its ids. */
async function submittedDraft(title: string, extra: Record<string, unknown> = {}) {
  await server.signIn('editor');
  await server.send('PUT', `${REVIEW}/updatePolicy`, { platform: 'vocational', mode: 'others' });
  await server.signIn('vocational.writer');
  const menuId = await vocationalMenu();
  const { id: recordId } = await server.send<{ id: number }>('POST', '/api/cms/web/siteContent', {
    menuId,
    title,
    status: false,
    ...extra,
  });
  const request = await server.send<ReviewItem>('POST', `${REVIEW}/submit`, {
    entity: 'siteContent',
    recordId,
  });
  server.forgetCookies();
  return { recordId, requestId: request.id, request };
}

const storedStatus = async (id: number) =>
  (
    await server.app.db
      .selectFrom('site_content')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

const requestRow = (id: number) =>
  server.app.db
    .selectFrom('review_request')
    .select(['state', 'comment'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the review queue', () => {
  it('lists the changes waiting on the reviewer’s sites, each opening its request', async () => {
    const { requestId, request } = await submittedDraft('2027 春季招生简章（审核队列）');
    const { user, router } = await openSignedInConsole(server, 'editor', '/admin/review');
    const table = await screen.findByRole(
      'table',
      { name: '待审核的修改（最近更新的在前）' },
      { timeout: 15_000 },
    );
    const tabs = screen.getByRole('navigation', { name: '审核列表' });
    expect(within(tabs).getByRole('link', { name: '待审核' })).toHaveAttribute('aria-current', 'page');
    const link = await within(table).findByRole('link', { name: '2027 春季招生简章（审核队列）' });
    expect(link).toHaveAttribute('href', `/admin/review/${requestId}`);
    expect(cellsOf(link.closest('tr')!)).toEqual([
      '2027 春季招生简章（审核队列）',
      '内容',
      '职业教育',
      '发布',
      '职教撰稿人',
      formatDateTime(request.submittedAt!),
      '待审核',
    ]);
    expect(server.calls(`${REVIEW}/list`)[0]?.query).toEqual({
      pageNum: '1',
      pageSize: '15',
      state: 'pending',
    });

    // 我的提交: the reviewer's own, none here.
    await user.click(within(tabs).getByRole('link', { name: '我的提交' }));
    expect(await screen.findByText('暂无待审核的提交')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=mine');
    expect(server.calls(`${REVIEW}/list`).at(-1)?.query).toMatchObject({ mine: 'true', state: 'pending' });
  });

  it('shows a writer only their own submissions, with no queue to review and no settings', async () => {
    await submittedDraft('撰稿人自己的提交');
    await openSignedInConsole(server, 'vocational.writer', '/admin/review');
    const table = await screen.findByRole(
      'table',
      { name: '我的提交：待审核（最近更新的在前）' },
      { timeout: 15_000 },
    );
    expect(await within(table).findByRole('link', { name: '撰稿人自己的提交' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '审核列表' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['我的提交']);
    expect(within(tabs).getByRole('link', { name: '我的提交' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: '审核设置' })).toBeNull();
    // Its only site: no site filter to choose from.
    expect(screen.queryByRole('combobox', { name: '站点' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('pending');
  });
});

describe('a request’s details', () => {
  it('compares published with proposed, and 通过并发布 publishes it and goes back to the queue', async () => {
    const { recordId, requestId } = await submittedDraft('通过的招生简章', {
      summary: '报名截止：2 月 28 日',
    });
    const { user, router } = await openSignedInConsole(server, 'editor', `/admin/review/${requestId}`);
    expect(
      await screen.findByRole('heading', { name: '审核：通过的招生简章', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('该内容尚未发布，通过后将首次发布。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开编辑页' })).toHaveAttribute(
      'href',
      `/admin/content/${recordId}?platform=vocational`,
    );
    const compared = screen.getByRole('table', { name: '字段对比：左为已发布，右为待发布' });
    const titleRow = within(compared).getByRole('rowheader', { name: /标题/ }).closest('tr')!;
    expect(cellsOf(titleRow)).toEqual(['（空）', '通过的招生简章']);
    // Only the changed fields at first; all of them when asked.
    expect(within(compared).queryAllByText('未修改')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: '只看修改过的字段' }));
    expect(within(compared).getAllByText('未修改').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: '通过并发布' }));
    expect(
      await screen.findByText('已通过并发布「通过的招生简章」', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/review'));
    expect(server.calls(`${REVIEW}/pass`, 'PUT')[0]?.body).toEqual({ id: requestId });
    expect(await storedStatus(recordId)).toBe(1);
    expect((await requestRow(requestId)).state).toBe('approved');
  });

  it('退回修改 asks for a comment, returns the request with it, and the author finds it from 首页', async () => {
    const { recordId, requestId } = await submittedDraft('退回的招生简章');
    const { user, router } = await openSignedInConsole(server, 'editor', `/admin/review/${requestId}`);
    await user.click(await screen.findByRole('button', { name: '退回修改' }, { timeout: 15_000 }));
    const dialog = await findOpenDialog('退回修改');
    await user.click(within(dialog).getByRole('button', { name: '确认退回' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请填写退回意见');
    expect(server.calls(`${REVIEW}/deny`, 'PUT')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: '退回意见' }), '请补充报名截止日期');
    await user.click(within(dialog).getByRole('button', { name: '确认退回' }));
    expect(await screen.findByText('已退回「退回的招生简章」', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/review'));
    expect(server.calls(`${REVIEW}/deny`, 'PUT')[0]?.body).toEqual({
      id: requestId,
      comment: '请补充报名截止日期',
    });
    expect(await requestRow(requestId)).toEqual({ state: 'returned', comment: '请补充报名截止日期' });
    expect(await storedStatus(recordId)).toBe(0);
  });
  it('offers the proposed time or now, and passes an advertising-law hit with the reviewer’s reason', async () => {
    const { recordId, requestId } = await submittedDraft('2030 年招生简章：稳拿证书', {
      publishTime: '2030-03-01T09:30',
    });
    // A term added to the word list after the submission: the approval is stopped by it.
    await server.signIn('editor');
    await server.send('POST', '/api/cms/web/adWord', {
      term: '稳拿证书',
      category: 'promise',
      reason: '承诺取得证书',
      article: '《广告法》第二十四条第一项',
    });
    const { user } = await openSignedInConsole(server, 'editor', `/admin/review/${requestId}`);
    const choice = await screen.findByRole('group', { name: '发布方式' }, { timeout: 15_000 });
    // The proposed texts' hits, before anything is decided.
    expect(await screen.findByText('广告法提示（1 处）：')).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: '按计划时间发布（2030-03-01 09:30）' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: '立即发布' }));
    await user.click(screen.getByRole('button', { name: '通过并发布' }));

    const dialog = await findOpenDialog('以理由放行广告法提示');
    expect(dialog).toHaveTextContent('稳拿证书');
    expect(await storedStatus(recordId)).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: '放行理由' }), '证书由合作院校颁发，已核实');
    await user.click(within(dialog).getByRole('button', { name: '确认放行' }));
    expect(
      await screen.findByText('已通过并发布「2030 年招生简章：稳拿证书」', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(server.calls(`${REVIEW}/pass`, 'PUT').map((call) => call.body)).toEqual([
      { id: requestId, publish: 'now' },
      { id: requestId, publish: 'now', adLawOverride: '证书由合作院校颁发，已核实' },
    ]);
    expect(await storedStatus(recordId)).toBe(1);
  });
});

describe('首页’s review counts', () => {
  it('show the author their returned submissions, the card opening them with the comment', async () => {
    const { requestId } = await submittedDraft('首页上的退回');
    await server.signIn('editor');
    await server.send('PUT', `${REVIEW}/deny`, { id: requestId, comment: '标题太长' });
    await server.signIn('vocational.writer');
    const summary = await server.send<ReviewSummary>('GET', `${REVIEW}/getSummary`);
    const { user } = await openSignedInConsole(server, 'vocational.writer', '/admin');
    const section = await screen.findByRole('region', { name: '审核概况' }, { timeout: 15_000 });
    // A writer reviews nothing: no 待审核 card, their own returned and unsubmitted ones.
    expect(within(section).queryByTestId('review-card-pending')).toBeNull();
    await waitFor(() =>
      expect(within(section).getByTestId('review-card-returned')).toHaveTextContent(`${summary.returned}条`),
    );
    await user.click(within(section).getByRole('link', { name: /^已退回/ }));
    const table = await screen.findByRole(
      'table',
      { name: '我的提交：已退回（最近更新的在前）' },
      { timeout: 15_000 },
    );
    const row = (await within(table).findByRole('link', { name: '首页上的退回' })).closest('tr')!;
    expect(row).toHaveTextContent('退回意见：标题太长');
    expect(row).toHaveTextContent('已退回');
  });
});

describe('审核设置', () => {
  it('sets a site’s mode for whoever keeps its settings and reviews it, sending the changed site only', async () => {
    await server.signIn('editor');
    await server.send('PUT', `${REVIEW}/updatePolicy`, { platform: 'vocational', mode: 'others' });
    const { user } = await openSignedInConsole(server, 'editor', '/admin/review');
    await user.click(await screen.findByRole('link', { name: '审核设置' }, { timeout: 15_000 }));
    const vocational = await screen.findByRole('group', { name: '职业教育的审核方式' });
    expect(within(vocational).getByRole('radio', { name: '撰稿人、编辑的修改需审核人通过' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: '集团官网的审核方式' })).getByRole('radio', {
        name: '无需审核（保存即发布）',
      }),
    ).toBeChecked();
    await user.click(within(vocational).getByRole('radio', { name: '所有修改均需另一位审核人通过' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('审核设置已保存', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(server.calls(`${REVIEW}/updatePolicy`, 'PUT').map((call) => call.body)).toEqual([
      { platform: 'vocational', mode: 'all' },
    ]);
    const modes = await server.send<{ platform: string; mode: string }[]>('GET', `${REVIEW}/listPolicy`);
    expect(modes.find((site) => site.platform === 'vocational')?.mode).toBe('all');
  });
});
