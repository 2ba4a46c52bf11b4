import { screen, waitFor, within } from '@testing-library/react';
import { TEMPLATE_SECTIONS } from '@contract/page-type';
import { openConsoleAs } from '@/testing/console';
import { installMenuServer, TEMPLATES } from '@/testing/msw/menu-server';
import { installStaffServer } from '@/testing/msw/staff-server';
import type { SectionLayout } from '@/registry/define-template';
import { layoutKindOf } from '../layout-kind';
import { LAYOUT_TEXTS } from '../messages';

const staff = installStaffServer();
const pageTypes = installMenuServer(staff.server);

describe('layouts', () => {
  it('the contract names the same layouts as the descriptors', () => {
    // Both ways: a layout added to SectionLayout and not to the contract fails to compile here.
    const fromDescriptors: readonly SectionLayout[] = TEMPLATE_SECTIONS;
    const toContract = (layout: SectionLayout): (typeof TEMPLATE_SECTIONS)[number] => layout;
    expect(fromDescriptors.map(toContract)).toEqual([...TEMPLATE_SECTIONS]);
  });

  it('gives a built-in behaviour the link drawing and a template without a section the page drawing', () => {
    expect(TEMPLATES.map((template) => [template.key, layoutKindOf(template)])).toEqual([
      ['word_list1', 'news'],
      ['word_list7', 'timeline'],
      ['word_list13', 'cards'],
      ['word_list15', 'gallery'],
      ['about_us', 'page'],
      ['single_link', 'link'],
    ]);
    for (const kind of Object.keys(LAYOUT_TEXTS))
      expect(LAYOUT_TEXTS[kind as 'news'].description).toBeTruthy();
  });
});

describe('页面类型', () => {
  it('lists the page types with their template and layout, and flags a template the site lacks', async () => {
    openConsoleAs(staff, 'editor', '/admin/page-types');
    const news = await screen.findByRole('row', { name: /^新闻列表/ }, { timeout: 5000 });
    expect(within(news).getAllByRole('cell')[1]).toHaveTextContent('新闻列表word_list1');
    expect(within(news).getAllByRole('cell')[2]).toHaveTextContent('新闻列表');
    expect(news).toHaveTextContent('正常');
    const honours = screen.getByRole('row', { name: /荣誉墙/ });
    expect(honours).toHaveTextContent('模板不存在');
    expect(honours).toHaveTextContent('—');
  });

  it('offers only the registered templates, each with its name, key and a described drawing, and saves the choice', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/page-types/new');
    const group = await screen.findByRole('group', { name: '选择模板（只列出网站已有的模板）' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(TEMPLATES.map((t) => t.key));
    const cover = within(group).getByRole('radio', { name: /封面列表/ });
    expect(cover).toHaveAccessibleName(/word_list13/);
    expect(cover).toHaveAccessibleName(/卡片，图片卡片配标题，多列排列/);
    expect(cover.closest('label')?.querySelector('svg[data-layout="cards"]')).not.toBeNull();
    expect(
      within(group)
        .getByRole('radio', { name: /时间轴/ })
        .closest('label'),
    ).toContainHTML('data-layout="timeline"');

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入页面类型名称')).toBeInTheDocument();
    expect(screen.getByText('请选择模板')).toBeInTheDocument();
    expect(pageTypes.savedPageTypes).toHaveLength(0);

    await user.type(screen.getByLabelText('名称'), '校友风采');
    await user.click(cover);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(pageTypes.savedPageTypes).toEqual([
        { name: '校友风采', templateKey: 'word_list13', contentType: null, sortType: null },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/page-types'));
    const added = await screen.findByRole('row', { name: /^校友风采/ });
    expect(within(added).getAllByRole('cell')[1]).toHaveTextContent('封面列表word_list13');
    expect(within(added).getAllByRole('cell')[2]).toHaveTextContent('卡片');
  });

  it('edits a page type whose template is gone: says so and asks for a registered one', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/page-types/2');
    expect(
      await screen.findByRole('heading', { name: '编辑页面类型：荣誉墙', level: 1 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('当前模板 word_list14 在网站中已不存在，请重新选择。'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请选择模板')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /全屏图片/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(pageTypes.savedPageTypes).toEqual([
        { id: 2, name: '荣誉墙', templateKey: 'word_list15', contentType: null, sortType: null },
      ]),
    );
  });

  it('says before asking that a page type menus use cannot be deleted, naming them; deletes one after naming it', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/page-types');
    await user.click(await screen.findByRole('button', { name: '删除页面类型“新闻列表”' }));
    const refusal = await screen.findByRole('alertdialog', { name: '不能删除页面类型「新闻列表」' });
    expect(refusal).toHaveTextContent(
      '仍有栏目使用此页面类型：集团官网 · 新闻中心 / 集团新闻、集团官网 · 新闻中心 / 媒体报道。',
    );
    expect(within(refusal).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: '知道了' }));

    await user.click(screen.getByRole('button', { name: '删除页面类型“荣誉墙”' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定删除页面类型「荣誉墙」吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /荣誉墙/ })).not.toBeInTheDocument());
  });
});
