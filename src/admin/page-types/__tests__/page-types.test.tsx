import { configure, screen, waitFor, within } from '@testing-library/react';
import { TEMPLATE_SECTIONS, type TemplateOption } from '@contract/page-type';
import { PLATFORM_NAMES, PLATFORMS } from '@contract/platform';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import type { SectionLayout } from '@/registry/define-template';
import { layoutKindOf } from '../layout-kind';
import { LAYOUT_TEXTS } from '../messages';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's page types, each used by
// menus, and the built site's templates (templates/<name>/descriptor.ts); the file's tests run in
// order on what the earlier ones left.
const server = installRealServer();

const PAGE_TYPES = '/api/cms/web/pageType';

/** A template the site no longer has: a newer build dropped it (no descriptor declares the key). */
const DROPPED_TEMPLATE = 'word_list9';

// The demo's 荣誉墙 opens a template that a newer build of the site no longer has: the store
// still names it (nothing in the console or the API saves a key the site lacks).
beforeAll(async () => {
  await server.app.db
    .updateTable('page_type')
    .set({ template_key: DROPPED_TEMPLATE })
    .where('name', '=', '荣誉墙')
    .execute();
});

/** A page type as stored, by its name. */
const storedPageType = (name: string) =>
  server.app.db
    .selectFrom('page_type')
    .select(['id', 'name', 'template_key', 'content_type', 'sort_type'])
    .where('name', '=', name)
    .executeTakeFirst();

/** The templates the server offers (GET listTemplate), as the console receives them. */
const serverTemplates = async () => {
  await server.signIn('editor');
  return server.send<TemplateOption[]>('GET', `${PAGE_TYPES}/listTemplate`);
};

/** "集团官网 · 新闻中心 / 集团新闻" for every stored menu that opens `pageType`, the sites and trees in their order. */
async function menusUsing(pageType: string): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('site_menu')
    .select(['id', 'parent_id', 'platform', 'name', 'page_type'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const walk = (parentId: number | null, trail: string[], platform: string): string[] =>
    rows
      .filter((row) => row.platform === platform && row.parent_id === parentId)
      .flatMap((row) => [
        ...(row.page_type === pageType ? [[...trail, row.name].join(' / ')] : []),
        ...walk(row.id, [...trail, row.name], platform),
      ]);
  return PLATFORMS.flatMap((platform) =>
    walk(null, [], platform).map((trail) => `${PLATFORM_NAMES[platform]} · ${trail}`),
  );
}

describe('layouts', () => {
  it('the contract names the same layouts as the descriptors', () => {
    // Both ways: a layout added to SectionLayout and not to the contract fails to compile here.
    const fromDescriptors: readonly SectionLayout[] = TEMPLATE_SECTIONS;
    const toContract = (layout: SectionLayout): (typeof TEMPLATE_SECTIONS)[number] => layout;
    expect(fromDescriptors.map(toContract)).toEqual([...TEMPLATE_SECTIONS]);
  });

  it('gives a built-in behaviour the link drawing and a template without a section the page drawing', async () => {
    const templates = await serverTemplates();
    const kindOf = (key: string) => {
      const template = templates.find((entry) => entry.key === key);
      if (!template) throw new Error(`the server offers no template ${key}`);
      return layoutKindOf(template);
    };
    expect(
      ['word_list1', 'word_list7', 'word_list13', 'word_list15', 'about_us', 'single_link'].map((key) => [
        key,
        kindOf(key),
      ]),
    ).toEqual([
      ['word_list1', 'news'],
      ['word_list7', 'timeline'],
      ['word_list13', 'cards'],
      ['word_list15', 'gallery'],
      ['about_us', 'page'],
      ['single_link', 'link'],
    ]);
    // Every template the server offers has a drawing with words.
    for (const template of templates) expect(LAYOUT_TEXTS[layoutKindOf(template)].description).toBeTruthy();
    for (const kind of Object.keys(LAYOUT_TEXTS))
      expect(LAYOUT_TEXTS[kind as 'news'].description).toBeTruthy();
  });
});

describe('页面类型', () => {
  it('lists the page types with their template and layout, and flags a template the site lacks', async () => {
    await openSignedInConsole(server, 'editor', '/admin/page-types');
    const news = await screen.findByRole('row', { name: /^新闻列表/ }, { timeout: 10_000 });
    // The template's name and layout, once the built site's templates have arrived.
    await waitFor(() => expect(within(news).getAllByRole('cell')[1]).toHaveTextContent('新闻列表word_list1'));
    expect(within(news).getAllByRole('cell')[2]).toHaveTextContent('新闻列表');
    expect(news).toHaveTextContent('正常');
    const honours = screen.getByRole('row', { name: /荣誉墙/ });
    expect(within(honours).getAllByRole('cell')[1]).toHaveTextContent(DROPPED_TEMPLATE);
    expect(honours).toHaveTextContent('模板不存在');
    expect(within(honours).getAllByRole('cell')[2]).toHaveTextContent('—');
  });

  it('offers only the registered templates, each with its name, key and a described drawing, and saves the choice', async () => {
    const templates = await serverTemplates();
    const { router, user } = await openSignedInConsole(server, 'editor', '/admin/page-types/new');
    const group = await screen.findByRole(
      'group',
      { name: '选择模板（只列出网站已有的模板）' },
      { timeout: 10_000 },
    );
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(
      templates.map((template) => template.key),
    );
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).not.toContain(DROPPED_TEMPLATE);
    const cover = within(group).getByRole('radio', { name: /封面列表/ });
    expect(cover).toHaveAccessibleName(/word_list13/);
    expect(cover).toHaveAccessibleName(/卡片，图片卡片配标题，多列排列/);
    expect(cover.closest('label')?.querySelector('svg[data-layout="cards"]')).not.toBeNull();
    // 时间轴 (word_list7), not 人物时间轴, which draws a time axis too.
    expect(
      within(group)
        .getByRole('radio', { name: /^时间轴/ })
        .closest('label'),
    ).toContainHTML('data-layout="timeline"');

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入页面类型名称')).toBeInTheDocument();
    expect(screen.getByText('请选择模板')).toBeInTheDocument();
    expect(server.calls(PAGE_TYPES, 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('名称'), '校友风采');
    await user.click(cover);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.calls(PAGE_TYPES, 'POST')).toHaveLength(1));
    expect(server.calls(PAGE_TYPES, 'POST')[0]!.body).toEqual({
      name: '校友风采',
      templateKey: 'word_list13',
      contentType: null,
      sortType: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/page-types'));
    expect(await storedPageType('校友风采')).toMatchObject({
      template_key: 'word_list13',
      content_type: null,
      sort_type: null,
    });
    const added = await screen.findByRole('row', { name: /^校友风采/ });
    expect(within(added).getAllByRole('cell')[1]).toHaveTextContent('封面列表word_list13');
    expect(within(added).getAllByRole('cell')[2]).toHaveTextContent('卡片');
    expect(added).toHaveTextContent('正常');
  });

  it('edits a page type whose template is gone: says so and asks for a registered one', async () => {
    const honours = (await storedPageType('荣誉墙'))!;
    const { user } = await openSignedInConsole(server, 'editor', `/admin/page-types/${honours.id}`);
    expect(
      await screen.findByRole('heading', { name: '编辑页面类型：荣誉墙', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(`当前模板 ${DROPPED_TEMPLATE} 在网站中已不存在，请重新选择。`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请选择模板')).toBeInTheDocument();
    expect(server.calls(PAGE_TYPES, 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /全屏图片/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.calls(PAGE_TYPES, 'POST')).toHaveLength(1));
    expect(server.calls(PAGE_TYPES, 'POST')[0]!.body).toEqual({
      id: honours.id,
      name: '荣誉墙',
      templateKey: 'word_list15',
      contentType: null,
      sortType: null,
    });
    await waitFor(async () =>
      expect(await storedPageType('荣誉墙')).toEqual({ ...honours, template_key: 'word_list15' }),
    );
  });

  it('says before asking that a page type menus use cannot be deleted, naming them; deletes one after naming it', async () => {
    const users = await menusUsing('新闻列表');
    // Few enough for the dialog to name them all (past ten it names ten and counts the rest).
    expect(users.length).toBeGreaterThan(1);
    expect(users.length).toBeLessThanOrEqual(10);
    const { user } = await openSignedInConsole(server, 'editor', '/admin/page-types');
    await user.click(
      await screen.findByRole('button', { name: '删除页面类型“新闻列表”' }, { timeout: 10_000 }),
    );
    const refusal = await findOpenDialog('不能删除页面类型「新闻列表」');
    expect(refusal).toHaveTextContent('仍有栏目使用此页面类型：集团官网 · 新闻中心 / 集团新闻、');
    expect(refusal).toHaveTextContent(`仍有栏目使用此页面类型：${users.join('、')}。`);
    expect(within(refusal).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: '知道了' }));
    expect(server.calls(PAGE_TYPES, 'DELETE')).toHaveLength(0);
    expect(await storedPageType('新闻列表')).toBeDefined();

    // 校友风采, added by the test above, opens no menu.
    const added = (await storedPageType('校友风采'))!;
    await user.click(screen.getByRole('button', { name: '删除页面类型“校友风采”' }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveAccessibleDescription('确定删除页面类型「校友风采」吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls(PAGE_TYPES, 'DELETE')).toHaveLength(1));
    expect(server.calls(PAGE_TYPES, 'DELETE')[0]!.query).toEqual({ id: String(added.id) });
    await waitFor(async () => expect(await storedPageType('校友风采')).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('row', { name: /校友风采/ })).not.toBeInTheDocument());
  });
});
