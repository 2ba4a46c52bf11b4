import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { findOpenDialog } from '@/testing/open-dialog';
import { installRealServer } from '@/testing/real-server';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed; the file's tests run in order on what the earlier ones left.
const server = installRealServer();
const ALIAS = '/api/cms/web/leadSourceAlias';

/** The list, once its answer is in (the built-in spellings show with it). */
const table = async () => {
  await screen.findByRole('region', { name: '内置写法' }, { timeout: 10_000 });
  return screen.getByRole('table', { name: '自定义别名（按来源排列）' });
};
/** Leads whose campaign link spelled WeChat its own way, stored before any alias. */
async function arrangeLeads() {
  const at = new Date().toISOString();
  await server.app.db
    .insertInto('site_message')
    .values(
      (['weixin_pyq', 'WEIXIN_PYQ', 'bilibili'] as const).map((utm, index) => ({
        name: `别名测试${index}`,
        phone: `1370013700${index}`,
        channel: '运营营销',
        address: null,
        created_at: at,
        source_ip: null,
        status: 0 as const,
        idempotency_key: null,
        public_id: `20000000-0000-4000-8000-00000000000${index}`,
        platform: 'company',
        utm_source: utm,
        source: utm.toLowerCase(),
      })),
    )
    .execute();
}
const sourcesOf = async () =>
  (
    await server.app.db
      .selectFrom('site_message')
      .select(['utm_source', 'source'])
      .where('name', 'like', '别名测试%')
      .orderBy('id')
      .execute()
  ).map((row) => `${row.utm_source}→${row.source}`);

describe('来源别名', () => {
  it('adds an alias after the server’s refusal in words, and the stored leads of the spelling follow', async () => {
    await arrangeLeads();
    const { user } = await openSignedInConsole(server, 'admin', '/admin/lead-source-aliases');
    expect(within(await table()).getByText('还没有自定义别名')).toBeInTheDocument();
    // The built-in spellings, for reference.
    const builtIn = screen.getByRole('region', { name: '内置写法' });
    expect(within(builtIn).getByText('微信').nextElementSibling).toHaveTextContent(/^weixin、wx、/);

    await user.click(screen.getByRole('button', { name: '新增来源别名' }));
    const dialog = await findOpenDialog('新增来源别名');
    // The browser's own check first: nothing is sent without an alias and a source.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入来源别名')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择来源')).toBeInTheDocument();
    expect(server.calls(ALIAS, 'POST')).toEqual([]);

    const alias = within(dialog).getByRole('textbox', { name: '别名' });
    await user.type(alias, 'WeiXin');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '来源' }), '百度');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('“WeiXin”已是“微信”的内置写法，无需添加')).toBeInTheDocument();
    expect(alias).toHaveAttribute('aria-invalid', 'true');

    await user.clear(alias);
    await user.type(alias, 'weixin_pyq');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '来源' }), '微信');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存，2 条线索的来源随之更新')).toBeInTheDocument();
    expect(server.calls(ALIAS, 'POST').at(-1)?.body).toEqual({ alias: 'weixin_pyq', source: 'wechat' });
    const row = await screen.findByRole('row', { name: /weixin_pyq/ });
    expect(row).toHaveTextContent('微信');
    expect(row).toHaveTextContent('演示管理员 ·');
    expect(await sourcesOf()).toEqual(['weixin_pyq→wechat', 'WEIXIN_PYQ→wechat', 'bilibili→bilibili']);
  });

  it('names a new source in Chinese', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/lead-source-aliases');
    await table();
    await user.click(screen.getByRole('button', { name: '新增来源别名' }));
    const dialog = await findOpenDialog('新增来源别名');
    await user.type(within(dialog).getByRole('textbox', { name: '别名' }), 'bilibili');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '来源' }), '新来源…');
    const name = within(dialog).getByRole('textbox', { name: '新来源名称' });
    expect(name).toHaveAttribute('maxlength', '20');
    await user.type(name, '哔哩哔哩');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存，1 条线索的来源随之更新')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /bilibili/ })).toHaveTextContent('哔哩哔哩');
    expect(await sourcesOf()).toEqual(['weixin_pyq→wechat', 'WEIXIN_PYQ→wechat', 'bilibili→哔哩哔哩']);
  });

  it('edits and deletes an alias after a confirmation; the leads go back to their spelling', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/lead-source-aliases');
    await user.click(await screen.findByRole('button', { name: '编辑「weixin_pyq」' }, { timeout: 10_000 }));
    const dialog = await findOpenDialog('编辑来源别名：weixin_pyq');
    expect(within(dialog).getByRole('textbox', { name: '别名' })).toHaveValue('weixin_pyq');
    expect(within(dialog).getByRole('combobox', { name: '来源' })).toHaveValue('wechat');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));

    await user.click(screen.getByRole('button', { name: '删除「weixin_pyq」' }));
    const confirm = await findOpenDialog();
    expect(confirm).toHaveAccessibleDescription('确定删除来源别名「weixin_pyq」吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已删除，2 条线索的来源随之更新')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /weixin_pyq/ })).not.toBeInTheDocument());
    expect(await sourcesOf()).toEqual([
      'weixin_pyq→weixin_pyq',
      'WEIXIN_PYQ→weixin_pyq',
      'bilibili→哔哩哔哩',
    ]);
  });

  it('offers the inbox’s 来源 filter the sources the leads hold, the new one by its name', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/leads');
    const source = await screen.findByRole('combobox', { name: '来源' }, { timeout: 10_000 });
    await within(source).findByRole('option', { name: '哔哩哔哩（1）' });
    expect(within(source).queryByRole('option', { name: /bilibili/ })).not.toBeInTheDocument();
    await user.selectOptions(source, '哔哩哔哩（1）');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('row', { name: /别名测试2/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });
});
