import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { AdLawHit } from '@contract/ad-law';
import { ConsoleProviders } from '@/admin/app/providers';
import { makeConsoleStore } from '@/admin/app/store';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { AdLawHits } from '../ad-law-hits';
import { AdLawOverrideDialog } from '../ad-law-override';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed: its default word list checks what the banner form sends.
const server = installRealServer();

const CHECK = '/api/cms/web/adWord/check';

/** The live region under a box: the element after the box's field (its label's column). */
const hitsUnder = (label: string) => {
  const box = screen.getByRole('textbox', { name: label });
  let field: Element | null = box;
  while (field && !field.nextElementSibling?.matches('[role="status"]')) field = field.parentElement;
  if (!field) throw new Error(`no hits region under ${label}`);
  return field.nextElementSibling as HTMLElement;
};

describe('the hits under a field', () => {
  it('checks the banner title once typing pauses, marks the words in context with the reason and article, and clears', async () => {
    const { user } = await openSignedInConsole(server, 'editor', '/admin/banners/new?platform=company');
    const title = await screen.findByRole('textbox', { name: '标题' }, { timeout: 10_000 });
    const region = hitsUnder('标题');
    expect(region).toBeEmptyDOMElement();
    await user.type(title, '保過冲刺班，名额有限');
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2), { timeout: 5_000 });
    expect(region).toHaveTextContent('广告法提示（2 处）');
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first!.querySelector('mark')).toHaveTextContent(/^保過$/);
    expect(first).toHaveTextContent('保過冲刺班，名额有限');
    expect(first).toHaveTextContent('承诺考试通过（《广告法》第二十四条第一项）');
    expect(second!.querySelector('mark')).toHaveTextContent(/^名额有限$/);
    expect(second).toHaveTextContent('以名额制造紧迫感，可能引人误解（《广告法》第二十八条）');
    // Typed key by key, checked when typing paused: not a call per key.
    const calls = server.calls(CHECK, 'POST');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThan(4);
    expect(calls.at(-1)?.body).toEqual({ entity: 'siteBanner', fields: { title: '保過冲刺班，名额有限' } });

    await user.clear(title);
    await user.type(title, '第一学期开学典礼');
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 5_000 });
  });
});

const HITS: AdLawHit[] = [
  {
    field: 'title',
    label: '标题',
    term: '保过',
    matched: '保 过',
    start: 2,
    end: 5,
    before: '成考',
    after: '冲刺班',
    afterCut: false,
    reason: '承诺考试通过',
    article: '《广告法》第二十四条第一项',
  },
  {
    field: 'seoDescription',
    label: '搜索描述',
    term: '学员证言',
    matched: '学员证言',
    start: 20,
    end: 24,
    before: '本期开班前的最后一次说明\n',
    after: '',
    afterCut: false,
    reason: '以受益者的名义作证明',
    article: '《广告法》第二十四条第三项',
  },
];

const renderInConsole = (ui: ReactElement) =>
  render(<ConsoleProviders store={makeConsoleStore()}>{ui}</ConsoleProviders>);

describe('AdLawHits', () => {
  it('names each hit’s field where several are shown, and says where the context was cut', () => {
    renderInConsole(<AdLawHits hits={HITS} withLabels />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent(/^标题：成考保 过冲刺班承诺考试通过（《广告法》第二十四条第一项）$/);
    expect(first!.querySelector('mark')).toHaveTextContent(/^保 过$/);
    expect(second).toHaveTextContent(/^搜索描述：…本期开班前的最后一次说明 学员证言以受益者的名义作证明/);
    expect(screen.getByRole('status')).toHaveTextContent('广告法提示（2 处）');
  });
});

describe('AdLawHits’ …', () => {
  const hit = {
    ...HITS[0]!,
    start: 0,
    end: 2,
    matched: '保过',
    before: '',
    after: '职业技能证书培训班（第三期）',
  };
  it('ends a fragment with … only where the server cut the text after it', () => {
    const { unmount } = renderInConsole(
      <AdLawHits hits={[{ ...hit, afterCut: false }]} withLabels={false} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/^保过职业技能证书培训班（第三期）承诺/);
    unmount();
    renderInConsole(<AdLawHits hits={[{ ...hit, afterCut: true }]} withLabels={false} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^保过职业技能证书培训班（第三期）…承诺/);
  });

  it('starts a fragment with … where the text before it was cut', () => {
    renderInConsole(
      <AdLawHits
        hits={[{ ...hit, start: 14, before: '第三期职业技能证书培训班', afterCut: false }]}
        withLabels={false}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/^…第三期职业技能证书培训班保过/);
  });
});

describe('AdLawOverrideDialog', () => {
  it('asks a reason of 5 to 200 characters, shows the hits, and gives the trimmed reason', async () => {
    const user = userEvent.setup({ delay: null });
    const confirmed: string[] = [];
    let cancelled = 0;
    renderInConsole(
      <AdLawOverrideDialog
        hits={HITS}
        onConfirm={(reason) => confirmed.push(reason)}
        onCancel={() => (cancelled += 1)}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '以理由放行广告法提示' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    const reason = within(dialog).getByRole('textbox', { name: '放行理由' });
    await user.type(reason, ' 可以 ');
    await user.click(within(dialog).getByRole('button', { name: '确认放行' }));
    expect(within(dialog).getByText('放行理由为 5 到 200 个字符')).toBeInTheDocument();
    expect(confirmed).toEqual([]);
    await user.clear(reason);
    await user.type(reason, '  已核实为学员真实评价  ');
    await user.click(within(dialog).getByRole('button', { name: '确认放行' }));
    expect(confirmed).toEqual(['已核实为学员真实评价']);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(cancelled).toBe(1);
  });

  it('shows the server’s message when the hits are not at hand', async () => {
    renderInConsole(
      <AdLawOverrideDialog
        message="标题含“保过”：承诺考试通过（《广告法》第二十四条第一项）"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '以理由放行广告法提示' });
    expect(dialog).toHaveTextContent('标题含“保过”：承诺考试通过（《广告法》第二十四条第一项）');
  });
});
