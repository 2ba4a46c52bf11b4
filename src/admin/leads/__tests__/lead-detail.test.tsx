import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { LEAD, installLeadInbox } from '@/testing/lead-inbox';
import { installRealServer } from '@/testing/real-server';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });
const server = installRealServer();
const inbox = installLeadInbox(server);

const LEADS = '/api/cms/web/siteMessage';
/** The JSON bodies the console sent to a lead call in this test. */
const bodiesOf = (call: string, method = 'PUT') =>
  server.calls(`${LEADS}/${call}`, method).map((sent) => sent.body);

const field = (term: string) => {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  return dt?.nextElementSibling;
};

/** The stored keys staff must never read as such (issue 38 item 4). */
const RAW_KEYS =
  /\b(direct|organic|referral|social|baidu|phone|desktop|tablet|honeypot|tooFast|noFillTime|unknown|company|academic)\b/;
/** Every value the details show, but the addresses (shown as the visitor's browser sent them). */
const shownValues = () =>
  [...document.querySelectorAll('dd')]
    .map((dd) => dd.textContent ?? '')
    .filter((text) => !/^(https?:|\/)/.test(text))
    .join(' | ');

describe('lead details', () => {
  it('shows every field, the whole phone, and the notes with author and time', async () => {
    await openSignedInConsole(server, 'admin', '/admin/leads/2');
    expect(
      await screen.findByRole('heading', { name: '线索：李四', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('线索：李四 · 华夏教育集团 · 内容管理');
    expect(screen.getByTestId('lead-phone')).toHaveTextContent('13900139000');
    expect(field('状态')).toHaveTextContent('已联系');
    expect(field('平台')).toHaveTextContent('集团官网');
    // The channel every form sends (运营营销) says nothing: not shown.
    expect(field('渠道')).toBeUndefined();
    expect(field('提交时间')).toHaveTextContent('2026-03-02 23:59');
    expect(field('负责人')).toHaveTextContent('演示管理员');
    expect(field('回访日期')).toHaveTextContent('2026-03-04');
    expect(field('编号')).toHaveTextContent('00000000-0000-4000-8000-000000000002');
    const notes = screen.getByRole('region', { name: '备注' });
    expect(within(notes).getByRole('listitem')).toHaveTextContent(
      '演示管理员 · 2026-03-03 09:30已电话联系，下周回访',
    );
  });

  it('shows the first response in working time, and a waiting lead’s due time with how late it is', async () => {
    // 李四 arrived on Monday at 23:59 and was called on Tuesday at 09:30: 30 working minutes.
    await inbox.change(LEAD.李四, {
      first_response_at: '2026-03-03T01:30:00.000Z',
      respond_by: '2026-03-03T01:30:00.000Z',
    });
    // 陈晓雨 arrived at 10:00 and was due at 10:30; it is 14:00.
    await inbox.change(LEAD.陈晓雨, { respond_by: '2026-03-04T02:30:00.000Z' });
    const answered = await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.李四}`);
    await screen.findByRole('heading', { name: '线索：李四', level: 1 }, { timeout: 10_000 });
    expect(field('首次响应')).toHaveTextContent(
      '30 分钟（2026-03-03 09:30）本站工作时间：周一至周五 09:00–18:00',
    );
    expect(field('响应时限')).toHaveTextContent(/^2026-03-03 09:30$/);
    answered.unmount();

    await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    await screen.findByRole('heading', { name: '线索：陈晓雨', level: 1 });
    expect(field('首次响应')).toHaveTextContent(/^尚未响应/);
    expect(field('响应时限')).toHaveTextContent('2026-03-04 10:30（已超时 3 小时 30 分钟）');
    expect(within(field('响应时限') as HTMLElement).getByTitle('超过响应时限仍未响应')).toBeInTheDocument();
  });

  it('saves status, assignee and follow-up date, each to its own call with the contract’s JSON body', async () => {
    const { user } = await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    await screen.findByRole('heading', { name: '线索：陈晓雨', level: 1 });
    expect(screen.getAllByText('新线索，尚未处理').length).toBeGreaterThan(0);
    const work = screen.getByRole('form', { name: '跟进' });
    const assignee = within(work).getByRole('combobox', { name: '负责人' });
    // Who works 成人教育's leads: the seed's 招生老师 of that site and those of every site.
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(5));
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['未分配', '演示管理员', '成教招生老师', '招生主管', '招生顾问']);

    // Nothing changed: nothing sent.
    await user.click(within(work).getByRole('button', { name: '保存跟进' }));
    expect(await screen.findByText('没有需要保存的修改')).toBeInTheDocument();
    expect([bodiesOf('updateStatus'), bodiesOf('assign'), bodiesOf('setFollowUp')]).toEqual([[], [], []]);

    await user.selectOptions(within(work).getByRole('combobox', { name: '状态' }), '已联系');
    await user.selectOptions(assignee, '招生顾问');
    await user.type(within(work).getByLabelText('回访日期'), '2026-03-20');
    await user.click(within(work).getByRole('button', { name: '保存跟进' }));

    await waitFor(() => expect(bodiesOf('setFollowUp')).toHaveLength(1));
    expect(bodiesOf('updateStatus')).toEqual([{ id: LEAD.陈晓雨, status: 1 }]);
    expect(bodiesOf('assign')).toEqual([{ id: LEAD.陈晓雨, staffId: inbox.workerId }]);
    expect(bodiesOf('setFollowUp')).toEqual([{ id: LEAD.陈晓雨, date: '2026-03-20' }]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    // The details are asked again: the new values show, and the lead is no longer new.
    await waitFor(() => expect(field('状态')).toHaveTextContent('已联系'));
    expect(field('负责人')).toHaveTextContent('招生顾问');
    expect(screen.queryByText('新线索，尚未处理')).not.toBeInTheDocument();
  });

  it('takes a lead off its assignee and clears the follow-up date with nulls', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads/2');
    const work = await screen.findByRole('form', { name: '跟进' });
    // A lead of 集团官网: not to 成人教育's 招生老师.
    const assignee = within(work).getByRole('combobox', { name: '负责人' });
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(4));
    expect(within(assignee).queryByRole('option', { name: '成教招生老师' })).not.toBeInTheDocument();
    await user.selectOptions(within(work).getByRole('combobox', { name: '负责人' }), '未分配');
    await user.clear(within(work).getByLabelText('回访日期'));
    await user.click(within(work).getByRole('button', { name: '保存跟进' }));
    await waitFor(() => expect(bodiesOf('setFollowUp')).toEqual([{ id: LEAD.李四, date: null }]));
    expect(bodiesOf('assign')).toEqual([{ id: LEAD.李四, staffId: null }]);
    expect(bodiesOf('updateStatus')).toEqual([]);
    // The server took both: the lead is nobody's, with no follow-up day.
    // Two saves, each drawn when its answer comes back: both waited for.
    await waitFor(() => {
      expect(field('负责人')).toHaveTextContent('未分配');
      expect(field('回访日期')).toHaveTextContent('—');
    });
  });

  it('adds a note (trimmed), refuses a blank one, and lists it with its author', async () => {
    const { user } = await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    const notes = await screen.findByRole('region', { name: '备注' });
    expect(within(notes).getByText('暂无备注')).toBeInTheDocument();
    const box = within(notes).getByLabelText('添加备注');

    await user.type(box, '   ');
    await user.click(within(notes).getByRole('button', { name: '添加备注' }));
    expect(await within(notes).findByText('请填写备注')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf('saveNote', 'POST')).toEqual([]);

    await user.clear(box);
    await user.type(box, ' 已加微信，周五再打 ');
    await user.click(within(notes).getByRole('button', { name: '添加备注' }));
    await waitFor(() =>
      expect(bodiesOf('saveNote', 'POST')).toEqual([{ id: LEAD.陈晓雨, text: '已加微信，周五再打' }]),
    );
    expect(await screen.findByText('备注已添加')).toBeInTheDocument();
    // Written now (the inbox's clock: 14:00 China time on 2026-03-04, running on).
    expect(await within(notes).findByRole('listitem')).toHaveTextContent(
      /^演示管理员 · 2026-03-04 14:\d\d已加微信，周五再打$/,
    );
    expect(box).toHaveValue('');
  });

  it('copies the whole phone number: 复制成功', async () => {
    const { user } = await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    // After userEvent.setup(), which installs a clipboard stub of its own.
    const writeText = jest.fn((_text: string) => Promise.resolve());
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      await user.click(await screen.findByRole('button', { name: '复制手机号' }));
      expect(await screen.findByText('复制成功')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('13912345678');
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('offers the number to copy by hand when the browser copies nothing', async () => {
    const { user } = await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = document.execCommand;
    document.execCommand = () => false;
    try {
      await user.click(await screen.findByRole('button', { name: '复制手机号' }));
      const dialog = await findOpenDialog('请手动复制');
      expect(dialog).toHaveTextContent('13912345678');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    } finally {
      document.execCommand = execCommand;
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('deletes only after the confirmation naming the lead (确定删除线索「…」吗？), then goes back to the list', async () => {
    const { router, user } = await openSignedInConsole(server, 'admin', '/admin/leads/1');
    await user.click(await screen.findByRole('button', { name: '删除线索' }));
    let dialog = await findOpenDialog('提示');
    expect(dialog).toHaveAccessibleDescription(/^确定删除线索「.+」吗？$/);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls(LEADS, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '删除线索' }));
    dialog = await findOpenDialog('提示');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leads'));
    expect(server.calls(LEADS, 'DELETE').map((call) => call.query)).toEqual([{ id: String(LEAD.张三) }]);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    // The list's page is this file's first visit to it: its lazy chunk loads first.
    await screen.findByRole('row', { name: /陈晓雨/ }, { timeout: 10_000 });
    expect(screen.queryByRole('row', { name: /张三/ })).not.toBeInTheDocument();
    // The deleted lead's details were not asked for again (no 线索不存在 toast).
    expect(screen.queryByText('线索不存在')).not.toBeInTheDocument();
  });

  it('shows where the lead came from in 来源与设备, every value as text', async () => {
    await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.陈晓雨}`);
    const section = await screen.findByRole('region', { name: '来源与设备' });
    const value = (term: string) =>
      within(section)
        .getAllByRole('term')
        .find((candidate) => candidate.textContent === term)?.nextElementSibling;
    expect(value('表单页面')).toHaveTextContent('在线报名 - 华夏成人教育/online_registration');
    expect(value('着陆页')).toHaveTextContent('/home?utm_source=wechat&utm_campaign=autumn');
    expect(value('来源')).toHaveTextContent(/^微信推广链接中写作“wechat”$/);
    expect(value('媒介')).toHaveTextContent(/^社交媒体$/);
    expect(value('活动')).toHaveTextContent('autumn');
    expect(value('关键词')).toHaveTextContent('专升本');
    expect(value('投放内容')).toHaveTextContent('banner-1');
    expect(value('站点网址')).toHaveTextContent('http://localhost/home');
    expect(value('设备')).toHaveTextContent('手机');
    expect(value('微信内打开')).toHaveTextContent('是');
    expect(value('填写用时')).toHaveTextContent('8.2 秒');
    // A web address the url policy allows is a link that tells the other site nothing.
    const referrer = within(value('来源网址') as HTMLElement).getByRole('link', {
      name: 'https://mp.weixin.qq.com/s/abc',
    });
    expect(referrer).toHaveAttribute('href', 'https://mp.weixin.qq.com/s/abc');
    expect(referrer).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.queryByRole('note', { name: '可疑线索' })).not.toBeInTheDocument();
  });

  it('shows a hostile referrer and campaign as text, never as markup or a link', async () => {
    await inbox.change(LEAD.张三, {
      referrer: 'javascript:alert(1)//<img src=x onerror=alert(2)>',
      utm_campaign: '<script>alert(3)</script>',
      utm_term: 'x'.repeat(100),
    });
    await openSignedInConsole(server, 'admin', '/admin/leads/1');
    const section = await screen.findByRole('region', { name: '来源与设备' });
    expect(
      within(section).getByText('javascript:alert(1)//<img src=x onerror=alert(2)>'),
    ).toBeInTheDocument();
    expect(within(section).getByText('<script>alert(3)</script>')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(section.querySelector('img, script')).toBeNull();
    // A lead stored before attribution: what is unknown says so.
    const value = (term: string) =>
      within(section)
        .getAllByRole('term')
        .find((candidate) => candidate.textContent === term)?.nextElementSibling;
    expect(value('表单页面')).toHaveTextContent('—');
    expect(value('来源')).toHaveTextContent(/^未记录$/);
    expect(value('设备')).toHaveTextContent('—');
    expect(value('填写用时')).toHaveTextContent('—');
  });

  it('says why a lead is suspicious, restores it after a confirmation, and shows when', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads/5');
    const note = await screen.findByRole('note', { name: '可疑线索' });
    expect(note).toHaveTextContent('可疑线索，原因：填写过快（不到 1.5 秒）');
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute(
      'href',
      '/admin/leads?quarantined=true',
    );
    const section = screen.getByRole('region', { name: '来源与设备' });
    expect(within(section).getByText('0.3 秒')).toBeInTheDocument();

    await user.click(within(note).getByRole('button', { name: '恢复为正常线索' }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveTextContent('确定将「王五」恢复为正常线索吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('restore')).toEqual([{ ids: [LEAD.王五] }]));
    expect(await screen.findByText('已恢复 1 条线索')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('note', { name: '可疑线索' })).not.toBeInTheDocument());
    expect(field('可疑线索')).toHaveTextContent(/^已于 2026-03-04 14:\d\d 从可疑线索恢复$/);
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/admin/leads');
  });

  it('shows every key in words: source, medium, device, reason, status; a channel only when the form named one', async () => {
    await inbox.change(LEAD.李四, { channel: '百度推广' });
    await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.李四}`);
    await screen.findByRole('heading', { name: '线索：李四', level: 1 });
    expect(field('渠道')).toHaveTextContent(/^百度推广$/);
    const section = screen.getByRole('region', { name: '来源与设备' });
    const value = (term: string) =>
      within(section)
        .getAllByRole('term')
        .find((candidate) => candidate.textContent === term)?.nextElementSibling;
    expect(value('来源')).toHaveTextContent(/^百度$/);
    expect(value('媒介')).toHaveTextContent(/^自然搜索$/);
    expect(value('设备')).toHaveTextContent(/^电脑$/);
    expect(shownValues()).not.toMatch(RAW_KEYS);
  });

  it('names a suspicious lead’s reason, device and source in words too', async () => {
    await openSignedInConsole(server, 'admin', `/admin/leads/${LEAD.王五}`);
    await screen.findByRole('note', { name: '可疑线索' });
    expect(shownValues()).not.toMatch(RAW_KEYS);
  });

  it('says so when the lead does not exist', async () => {
    await openSignedInConsole(server, 'admin', '/admin/leads/999');
    expect(await screen.findByText('线索不存在或已被删除。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/admin/leads');
  });
});
