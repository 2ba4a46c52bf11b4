import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { openConsoleAs } from '@/testing/console';
import { adminItem, installContentAdminServer } from '@/testing/msw/content-admin-server';
import { type FakeRevision, installRevisionServer } from '@/testing/msw/revision-server';
import { installStaffServer } from '@/testing/msw/staff-server';
import { readableText, wordChanges } from '../rich-text-diff';

const staff = installStaffServer();
const content = installContentAdminServer(staff.server);
const revisions = installRevisionServer(staff.server);

// The content editor (TipTap) is drawn too: slow on a busy machine.
jest.setTimeout(30_000);
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
});

const fields = (title: string, body: string): FakeRevision['values'] => [
  { key: 'title', label: '标题', kind: 'text', value: title },
  { key: 'body', label: '正文', kind: 'html', value: body },
  { key: 'publishTime', label: '发布时间', kind: 'time', value: '2026-03-01T01:00:00.000Z' },
];

const revision = (
  version: number,
  title: string,
  body: string,
  extra: Partial<FakeRevision> = {},
): FakeRevision => ({
  id: 100 + version,
  entity: 'siteContent',
  recordId: 1,
  version,
  action: version === 1 ? 'create' : 'update',
  restoredFrom: null,
  staffId: 2,
  staffName: '演示编辑',
  at: `2026-03-0${version}T02:30:00.000Z`,
  changedFields: version === 1 ? [] : ['标题', '正文'],
  values: fields(title, body),
  ...extra,
});

describe('word changes of rich text', () => {
  it('reads rich text as lines of words and compares Chinese word by word', () => {
    expect(readableText('<p>招生<strong>简章</strong></p><p>第二段<img src="/a.png" alt="校园"></p>')).toBe(
      '招生简章\n第二段［图片：校园］',
    );
    const changes = wordChanges('今年春季招生开始报名', '今年秋季招生开始报名');
    expect(changes.filter((change) => change.removed).map((change) => change.value)).toEqual(['春季']);
    expect(changes.filter((change) => change.added).map((change) => change.value)).toEqual(['秋季']);
  });
});

describe('历史版本 on the content editor', () => {
  const open = async () => {
    revisions.set(
      [
        revision(1, '春季招生简章', '<p>今年春季招生开始报名</p>'),
        revision(2, '集团召开春季工作会议', '<p>今年秋季招生开始报名</p>'),
      ],
      (restored) =>
        content.set({
          items: content.items.map((item) =>
            item.id === restored.recordId
              ? adminItem(item.id, item.menuId, restored.values[0]!.value!)
              : item,
          ),
        }),
    );
    const opened = openConsoleAs(staff, 'editor', '/admin/content/1');
    expect(await screen.findByRole('textbox', { name: '标题' }, { timeout: 15_000 })).toHaveValue(
      '集团召开春季工作会议',
    );
    // Closed at first: nothing asked until staff open it.
    expect(revisions.listQueries).toHaveLength(0);
    await opened.user.click(screen.getByRole('button', { name: '显示历史版本' }));
    const table = await screen.findByRole('table', { name: '历史版本（最新的在前）' });
    return { ...opened, table };
  };

  it('lists the versions with who, when in China time and the fields changed in words', async () => {
    const { table } = await open();
    expect(revisions.listQueries[0]).toMatchObject({ entity: 'siteContent', recordId: '1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/版本 2 · 修改（当前）.*演示编辑.*2026-03-02 10:30.*标题、正文/),
      expect.stringMatching(/版本 1 · 新建.*演示编辑.*2026-03-01 10:30.*新建记录.*恢复此版本/),
    ]);
    // The newest version is the record as it is: nothing to restore.
    expect(within(rows[0]!).queryByRole('button', { name: '恢复此版本（版本 2）' })).toBeNull();
  });

  it('compares two ticked versions field by field, the body as a word-level diff', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('checkbox', { name: '选择版本 2 进行对比' }));
    await user.click(screen.getByRole('checkbox', { name: '选择版本 1 进行对比' }));
    await user.click(screen.getByRole('button', { name: '对比所选版本' }));
    const compared = await screen.findByRole('table', { name: '字段对比：左为版本 1，右为版本 2' });
    const titleRow = within(compared).getByRole('rowheader', { name: /标题/ }).closest('tr')!;
    expect(
      within(titleRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['春季招生简章', '集团召开春季工作会议']);
    const diff = within(compared).getByTestId('rich-text-diff');
    expect(diff.querySelector('del')).toHaveTextContent('删除：春季');
    expect(diff.querySelector('ins')).toHaveTextContent('新增：秋季');
    // Unchanged fields are hidden until asked for.
    expect(within(compared).queryByRole('rowheader', { name: /发布时间/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '只看修改过的字段' }));
    expect(within(compared).getByRole('rowheader', { name: /发布时间/ })).toHaveTextContent('未修改');
  });

  it('restores a version after a confirmation naming it and the record; the form shows it', async () => {
    const { user } = await open();
    const restore = screen.getByRole('button', { name: '恢复此版本（版本 1）' });
    // Label in name (WCAG 2.5.3): what a voice user reads on the button is part of its name.
    expect(restore.getAttribute('aria-label')).toContain(restore.textContent);
    await user.click(restore);
    const dialog = await screen.findByRole('alertdialog', { name: '恢复历史版本' });
    expect(dialog).toHaveTextContent('确定将“集团召开春季工作会议”恢复到版本 1（2026-03-01 10:30）吗？');
    await user.click(within(dialog).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(revisions.restored).toEqual([{ entity: 'siteContent', id: 101 }]));
    expect(
      await screen.findByText('已将“集团召开春季工作会议”恢复到版本 1，表单已显示恢复后的内容'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('春季招生简章'));
  });

  it('after a save on the editor, opens at what that save changed, compared with the version before', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '收起历史版本' }));
    // The server keeps the save as version 3 (the fake content server answers the save itself).
    staff.server.use(
      http.post('*/api/cms/web/siteContent', () => {
        revisions.add(
          revision(3, '集团召开秋季工作会议', '<p>今年秋季招生开始报名</p>', { changedFields: ['标题'] }),
        );
      }),
    );
    const title = screen.getByRole('textbox', { name: '标题' });
    await user.clear(title);
    await user.type(title, '集团召开秋季工作会议');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(
      await screen.findByText('刚才的保存是版本 3，修改了：标题。下面是它与上一版本的对比。'),
    ).toBeInTheDocument();
    const compared = await screen.findByRole('table', { name: '字段对比：左为版本 2，右为版本 3' });
    const titleRow = within(compared).getByRole('rowheader', { name: /标题/ }).closest('tr')!;
    expect(
      within(titleRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['集团召开春季工作会议', '集团召开秋季工作会议']);
  });

  it('restores nothing when the confirmation is cancelled', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '恢复此版本（版本 1）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '恢复历史版本' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(revisions.restored).toEqual([]);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('集团召开春季工作会议');
  });
});
