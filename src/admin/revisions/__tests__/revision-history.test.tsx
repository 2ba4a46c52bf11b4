import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import type { RevisionItem } from '@contract/revision';
import { formatDateTime } from '../../ui/format';
import { readableText, wordChanges } from '../rich-text-diff';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });
// The content editor (TipTap) is drawn too: slow on a busy machine.
jest.setTimeout(30_000);
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
});

// The real server (one app for this file, from the seed): each test writes an item of its own,
// twice, through the real save, and the server keeps its versions.
const server = installRealServer();

const CONTENT = '/api/cms/web/siteContent';
const REVISIONS = '/api/cms/web/revision';

/** A content item saved as the demo editor (version 1), then changed (version 2): its id. */
async function itemWithTwoVersions(): Promise<number> {
  const { menu_id: menuId } = await server.app.db
    .selectFrom('site_content')
    .select('menu_id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await server.signIn('editor');
  // A publish time to the minute, as the console's box sends it.
  const first = {
    menuId,
    title: '春季招生简章',
    body: '<p>今年春季招生开始报名</p>',
    publishTime: '2026-03-01T09:30',
    status: true,
  };
  const { id } = await server.send<{ id: number }>('POST', CONTENT, first);
  await server.send('POST', CONTENT, {
    ...first,
    id,
    title: '集团召开春季工作会议',
    body: '<p>今年秋季招生开始报名</p>',
  });
  return id;
}

/** The item's versions as the server lists them, newest first. */
const versionsOf = async (id: number) =>
  (
    await server.send<{ pageList: RevisionItem[] }>(
      'GET',
      `${REVISIONS}/list?entity=siteContent&recordId=${id}&pageNum=1&pageSize=15`,
    )
  ).pageList;

const storedTitle = async (id: number) =>
  (
    await server.app.db
      .selectFrom('site_content')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).title;

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
    const id = await itemWithTwoVersions();
    const opened = await openSignedInConsole(server, 'editor', `/admin/content/${id}`);
    expect(await screen.findByRole('textbox', { name: '标题' }, { timeout: 15_000 })).toHaveValue(
      '集团召开春季工作会议',
    );
    // Closed at first: nothing asked until staff open it.
    expect(server.calls(`${REVISIONS}/list`)).toHaveLength(0);
    await opened.user.click(screen.getByRole('button', { name: '显示历史版本' }));
    const table = await screen.findByRole('table', { name: '历史版本（最新的在前）' });
    return { ...opened, id, table };
  };

  it('lists the versions with who, when in China time and the fields changed in words', async () => {
    const { id, table } = await open();
    expect(server.calls(`${REVISIONS}/list`)[0]?.query).toMatchObject({
      entity: 'siteContent',
      recordId: String(id),
    });
    const [second, first] = await versionsOf(id);
    const { display_name: editorName } = await server.app.db
      .selectFrom('staff_account')
      .select('display_name')
      .where('username', '=', 'editor')
      .executeTakeFirstOrThrow();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        new RegExp(`版本 2 · 修改（当前）.*${editorName}.*${formatDateTime(second!.at)}.*标题、正文`),
      ),
      expect.stringMatching(
        new RegExp(`版本 1 · 新建.*${editorName}.*${formatDateTime(first!.at)}.*新建记录.*恢复此版本`),
      ),
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
    // The body: the older version's words on the left (no markup), the newer one's on the right
    // with the words taken out and put in marked.
    const bodyCells = within(
      within(compared).getByRole('rowheader', { name: /正文/ }).closest('tr')!,
    ).getAllByRole('cell');
    expect(bodyCells.map((cell) => cell.textContent)).toEqual([
      '今年春季招生开始报名',
      '今年删除：春季新增：秋季招生开始报名',
    ]);
    const diff = within(bodyCells[1]!).getByTestId('rich-text-diff');
    expect(diff.querySelector('del')).toHaveTextContent('删除：春季');
    expect(diff.querySelector('ins')).toHaveTextContent('新增：秋季');
    // Unchanged fields are hidden until asked for.
    expect(within(compared).queryByRole('rowheader', { name: /摘要/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '只看修改过的字段' }));
    expect(within(compared).getByRole('rowheader', { name: /摘要/ })).toBeInTheDocument();
  });

  it('restores a version after a confirmation naming it and the record; the form shows it and the store has it', async () => {
    const { id, user } = await open();
    const [, first] = await versionsOf(id);
    const restore = screen.getByRole('button', { name: '恢复此版本（版本 1）' });
    // Label in name (WCAG 2.5.3): what a voice user reads on the button is part of its name.
    expect(restore.getAttribute('aria-label')).toContain(restore.textContent);
    await user.click(restore);
    const dialog = await findOpenDialog('恢复历史版本');
    expect(dialog).toHaveTextContent(
      `确定将“集团召开春季工作会议”恢复到版本 1（${formatDateTime(first!.at)}）吗？`,
    );
    await user.click(within(dialog).getByRole('button', { name: '恢复' }));
    expect(
      await screen.findByText(
        '已将“集团召开春季工作会议”恢复到版本 1，表单已显示恢复后的内容',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(server.calls(`${REVISIONS}/restore`, 'PUT')[0]?.body).toEqual({
      entity: 'siteContent',
      id: first!.id,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('春季招生简章'));
    expect(await storedTitle(id)).toBe('春季招生简章');
  });

  it('after a save on the editor, opens at what that save changed, compared with the version before', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '收起历史版本' }));
    const title = screen.getByRole('textbox', { name: '标题' });
    await user.clear(title);
    await user.type(title, '集团召开秋季工作会议');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(
      await screen.findByText(
        '刚才的保存是版本 3，修改了：标题。下面是它与上一版本的对比。',
        {},
        { timeout: 20_000 },
      ),
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
    const { id, user } = await open();
    await user.click(screen.getByRole('button', { name: '恢复此版本（版本 1）' }));
    const dialog = await findOpenDialog('恢复历史版本');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls(`${REVISIONS}/restore`, 'PUT')).toEqual([]);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('集团召开春季工作会议');
    expect(await storedTitle(id)).toBe('集团召开春季工作会议');
    expect(await versionsOf(id)).toHaveLength(2);
  });
});

describe('操作记录 on the content editor (issue 37 item 5)', () => {
  it('shows the record’s own trail in words beside its versions, asked only when opened', async () => {
    const id = await itemWithTwoVersions();
    const { user } = await openSignedInConsole(server, 'editor', `/admin/content/${id}`);
    expect(await screen.findByRole('textbox', { name: '标题' }, { timeout: 15_000 })).toHaveValue(
      '集团召开春季工作会议',
    );
    expect(server.calls('/api/bms/system/auditLog/listOfRecord')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '显示操作记录' }));
    const table = await screen.findByRole('table', { name: '这条记录的操作记录（最新的在前）' });
    expect(server.calls('/api/bms/system/auditLog/listOfRecord')[0]?.query).toMatchObject({
      entity: 'siteContent',
      entityId: String(id),
    });
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first: the change of title, then the creation; who did it, in words.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/editor.*修改.*标题：春季招生简章 → 集团召开春季工作会议/),
      expect.stringMatching(/editor.*新增.*标题：春季招生简章/),
    ]);
  });
});
