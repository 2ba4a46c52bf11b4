import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { findOpenDialog } from '@/testing/open-dialog';
import { installRealServer } from '@/testing/real-server';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed: the default word list of migration 021; the file's tests run in
// order on what the earlier ones left.
const server = installRealServer();

const table = () => screen.findByRole('table', { name: '广告法词库（按类别排列）' }, { timeout: 10_000 });
const termsShown = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('strong')?.textContent);
const stored = (term: string) =>
  server.app.db.selectFrom('ad_word').selectAll().where('term', '=', term).executeTakeFirst();
const count = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('ad_word')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('广告法词库', () => {
  it('lists the default entries with their category, reason, article and exceptions; searches by keyword and category', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/ad-words');
    const first = await screen.findByRole('row', { name: /^第一/ }, { timeout: 10_000 });
    expect(first).toHaveTextContent('例外：第一学期、第一学年、第一年、第一批、第一步 等 26 个');
    expect(first).toHaveTextContent('绝对化用语');
    expect(first).toHaveTextContent('《广告法》第九条第三项');
    expect(first).toHaveTextContent('启用');

    const search = screen.getByRole('search', { name: '筛选' });
    await user.type(within(search).getByRole('textbox', { name: '关键词' }), '推荐');
    await user.selectOptions(within(search).getByRole('combobox', { name: '类别' }), '名义推荐');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(async () => expect(await termsShown()).toContain('专家推荐'));
    const shown = await termsShown();
    expect(shown.every((term) => term?.includes('推荐'))).toBe(true);
    expect(server.calls('/api/cms/web/adWord/list').at(-1)?.query).toEqual(
      expect.objectContaining({ keyword: '推荐', category: 'endorsement' }),
    );
  });

  it('refuses a term already in the list in another form, beside the box, and adds a new one', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/ad-words');
    await table();
    const before = await count();
    await user.click(screen.getByRole('button', { name: '新增词条' }));
    let dialog = await findOpenDialog('新增词条');
    // The browser's own check first: nothing is sent for an empty term.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入词条')).toBeInTheDocument();
    expect(server.calls('/api/cms/web/adWord', 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '词条' }), '保 過');
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '承诺考试通过');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('词条“保过”已在词库中（全角、繁体、空格和标点不计）'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '词条' })).toHaveAttribute('aria-invalid', 'true');
    expect(await count()).toBe(before);

    const term = within(dialog).getByRole('textbox', { name: '词条' });
    await user.clear(term);
    await user.type(term, '包会');
    // The category's article follows the category.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '类别' }), '诱导性用语');
    expect(within(dialog).getByRole('textbox', { name: '法律条款' })).toHaveValue('《广告法》第二十八条');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '类别' }), '承诺效果');
    await user.type(within(dialog).getByRole('textbox', { name: '例外短语' }), '包会员{Enter}包会员卡');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await stored('包会')).toEqual(
      expect.objectContaining({
        category: 'promise',
        reason: '承诺考试通过',
        article: '《广告法》第二十四条第一项',
        exceptions: JSON.stringify(['包会员', '包会员卡']),
        enabled: 1,
      }),
    );
    expect(await count()).toBe(before + 1);

    // Found by its term, and edited in the same dialog: its values in the boxes.
    const search = screen.getByRole('search', { name: '筛选' });
    await user.type(within(search).getByRole('textbox', { name: '关键词' }), '包会');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await user.click(await screen.findByRole('button', { name: '编辑「包会」' }));
    dialog = await findOpenDialog('编辑词条：包会');
    expect(within(dialog).getByRole('textbox', { name: '例外短语' })).toHaveValue('包会员\n包会员卡');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
  });

  it('disables, enables and deletes an entry, each stored', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/ad-words?keyword=包会');
    await user.click(await screen.findByRole('button', { name: '停用词条“包会”' }, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: '启用词条“包会”' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^包会/ })).toHaveTextContent('已停用');
    expect((await stored('包会'))?.enabled).toBe(0);
    await user.click(screen.getByRole('button', { name: '启用词条“包会”' }));
    await waitFor(async () => expect((await stored('包会'))?.enabled).toBe(1));

    await user.click(screen.getByRole('button', { name: '删除「包会」' }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveAccessibleDescription('确定删除词条「包会」吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('没有符合条件的词条')).toBeInTheDocument();
    expect(await stored('包会')).toBeUndefined();
  });
});
