import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Platform } from '@contract/common';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's menu trees of the four
// sites, its page types and the built site's templates; the file's tests run in order on what the
// earlier ones left.
const server = installRealServer();

const MENUS = '/api/cms/web/siteMenu';

/** A platform's menus as stored, in the order the tree shows them. */
const storedMenus = (platform: Platform = 'company') =>
  server.app.db
    .selectFrom('site_menu')
    .selectAll()
    .where('platform', '=', platform)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** The one menu of the group site with this name, as stored. */
async function storedMenu(name: string) {
  const found = (await storedMenus()).filter((menu) => menu.name === name);
  if (found.length !== 1) throw new Error(`the group site has ${found.length} menus named ${name}`);
  return found[0]!;
}

/** One level of a platform's tree as stored: the top menus (null) or a menu's sub-menus. */
const storedLevel = async (parentId: number | null, platform: Platform = 'company') =>
  (await storedMenus(platform)).filter((menu) => menu.parent_id === parentId);

const namesOf = (menus: { name: string }[]) => menus.map((menu) => menu.name);
const idsOf = (menus: { id: number }[]) => menus.map((menu) => menu.id);

/** The entries of one level of the tree, in the order shown. */
const itemsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
/** The names of one level of the tree, in the order shown. */
const namesIn = (list: HTMLElement) => itemsIn(list).map((item) => item.querySelector('strong')?.textContent);
/** The entry of one level named `name` (with its sub-menus). */
const itemIn = (list: HTMLElement, name: string) => {
  const item = itemsIn(list).find((entry) => entry.querySelector('strong')?.textContent === name);
  if (!item) throw new Error(`no menu ${name} in ${list.getAttribute('aria-label')}`);
  return item;
};

/** The menu tree of 栏目管理 once it has arrived. */
const groupTree = () => screen.findByRole('list', { name: '集团官网的栏目' }, { timeout: 10_000 });

describe('栏目管理', () => {
  it('shows a platform’s tree with each entry’s status and public page, and keeps the platform in the address', async () => {
    const newsCenter = await storedMenu('新闻中心');
    const newsMenus = await storedLevel(newsCenter.id);
    const draft = newsMenus.find((menu) => menu.status === 0)!;
    const groupNews = await storedMenu('集团新闻');
    // The second scheme's pair of 新闻列表.
    const industry = await storedMenu('行业动态');
    expect(industry).toMatchObject({ content_type: 'c-2', sort_type: 's-2-1', page_type: null });

    const { router, user } = await openSignedInConsole(server, 'editor', '/admin/menus');
    const top = await groupTree();
    expect(namesIn(top)).toEqual(namesOf(await storedLevel(null)));
    expect(namesIn(top)).toEqual(expect.arrayContaining(['关于我们', '新闻中心']));
    const news = screen.getByRole('list', { name: '“新闻中心”的子栏目' });
    expect(namesIn(news)).toEqual(namesOf(newsMenus));
    expect(itemIn(news, draft.name)).toHaveTextContent('未发布');
    expect(itemIn(news, '集团新闻')).toHaveTextContent('已发布');

    // The public page, as the site's header resolves it: page type, scheme 2, fixed path (once the
    // built site's templates have arrived, after the tree). Queried within a level of the tree:
    // the demo's tree has hundreds of buttons and links.
    expect(await within(news).findByRole('link', { name: '打开页面“集团新闻”（新窗口）' })).toHaveAttribute(
      'href',
      `/word_list1/${groupNews.id}`,
    );
    expect(within(news).getByRole('link', { name: '打开页面“行业动态”（新窗口）' })).toHaveAttribute(
      'href',
      `/word_list1/${industry.id}`,
    );
    // (首页 and 底部菜单 have a 关于我们 of their own: the top menu's.)
    expect(
      within(itemIn(top, '关于我们')).getByRole('link', { name: '打开页面“关于我们”（新窗口）' }),
    ).toHaveAttribute('href', '/about_us');
    // A menu that only groups others opens no page.
    expect(
      within(itemIn(top, '新闻中心')).queryByRole('link', { name: '打开页面“新闻中心”（新窗口）' }),
    ).not.toBeInTheDocument();

    const platforms = screen.getByRole('navigation', { name: '选择平台' });
    expect(within(platforms).getByRole('link', { name: '集团官网' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(platforms).getByRole('link', { name: '成人教育' }));
    expect(router.state.location.search).toBe('?platform=academic');
    const academic = await screen.findByRole('list', { name: '成人教育的栏目' });
    expect(namesIn(academic)).toEqual(namesOf(await storedLevel(null, 'academic')));
    expect(server.calls(`${MENUS}/list`).map((call) => call.query.platform)).toEqual(
      expect.arrayContaining(['company', 'academic']),
    );
  });

  it('moves a menu among its siblings with 上移/下移 and saves the whole group’s order', async () => {
    const newsCenter = await storedMenu('新闻中心');
    const [first, second, ...rest] = await storedLevel(newsCenter.id);
    expect(first!.name).toBe('集团新闻');
    const { user } = await openSignedInConsole(server, 'editor', '/admin/menus');
    const top = await groupTree();
    const news = screen.getByRole('list', { name: '“新闻中心”的子栏目' });
    await user.click(within(news).getByRole('button', { name: '下移“集团新闻”' }));

    const moved = [second!, first!, ...rest];
    await waitFor(() => expect(server.calls(`${MENUS}/sort`, 'PUT')).toHaveLength(1));
    expect(server.calls(`${MENUS}/sort`, 'PUT')[0]!.body).toEqual({ ids: idsOf(moved) });
    await waitFor(async () => expect(idsOf(await storedLevel(newsCenter.id))).toEqual(idsOf(moved)));
    await waitFor(() => expect(namesIn(news)).toEqual(namesOf(moved)));
    expect(within(news).getByRole('button', { name: `上移“${second!.name}”` })).toBeDisabled();

    // A top menu: the group is every top menu of the site.
    const tops = await storedLevel(null);
    const at = tops.findIndex((menu) => menu.id === newsCenter.id);
    expect(at).toBeGreaterThan(0);
    const topsMoved = [...tops.slice(0, at - 1), tops[at]!, tops[at - 1]!, ...tops.slice(at + 1)];
    await user.click(within(itemIn(top, '新闻中心')).getByRole('button', { name: '上移“新闻中心”' }));
    await waitFor(() => expect(server.calls(`${MENUS}/sort`, 'PUT')).toHaveLength(2));
    expect(server.calls(`${MENUS}/sort`, 'PUT')[1]!.body).toEqual({ ids: idsOf(topsMoved) });
    await waitFor(async () => expect(idsOf(await storedLevel(null))).toEqual(idsOf(topsMoved)));
    await waitFor(() => expect(namesIn(top)).toEqual(namesOf(topsMoved)));
  });

  it('describes dragging in Chinese to screen readers', async () => {
    await openSignedInConsole(server, 'editor', '/admin/menus');
    const news = await screen.findByRole('list', { name: '“新闻中心”的子栏目' }, { timeout: 10_000 });
    const handle = within(news).getByRole('button', { name: '拖动排序：集团新闻' });
    expect(handle).toHaveAttribute('aria-roledescription', '可排序的栏目');
    // dnd-kit mounts its hidden instructions (what aria-describedby names) in an effect after the
    // handle: on a loaded machine the handle can be found first.
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/按空格键或回车键拿起栏目/));
  });

  it('deletes after naming the menu (确定删除栏目「…」吗？); says before asking why a menu with sub-menus or content cannot go', async () => {
    // A menu with neither sub-menus nor content (the demo's 配置 › 导航栏透明, say), named once.
    const menus = await storedMenus();
    const holding = new Set(
      (await server.app.db.selectFrom('site_content').select('menu_id').distinct().execute()).map(
        (row) => row.menu_id,
      ),
    );
    const empty = menus.find(
      (menu) =>
        !menus.some((other) => other.parent_id === menu.id) &&
        !holding.has(menu.id) &&
        menus.filter((other) => other.name === menu.name).length === 1,
    )!;
    expect(empty).toBeDefined();

    const { user } = await openSignedInConsole(server, 'editor', '/admin/menus');
    const top = await groupTree();
    await user.click(screen.getByRole('button', { name: `删除“${empty.name}”` }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveAccessibleDescription(`确定删除栏目「${empty.name}」吗？`);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls(MENUS, 'DELETE')).toHaveLength(1));
    expect(server.calls(MENUS, 'DELETE')[0]!.query).toEqual({ id: String(empty.id) });
    await waitFor(async () => expect((await storedMenus()).some((menu) => menu.id === empty.id)).toBe(false));
    await waitFor(() => expect(screen.queryByText(empty.name)).not.toBeInTheDocument());

    // Sub-menus: the tree knows; the button says why, the dialog explains, nothing is asked or sent.
    const newsCenter = await storedMenu('新闻中心');
    const subNames = namesOf(await storedLevel(newsCenter.id)).join('、');
    const parent = within(itemIn(top, '新闻中心')).getByRole('button', { name: '删除“新闻中心”' });
    expect(parent).toHaveAttribute('title', expect.stringContaining(`下面还有子栏目：${subNames}`));
    await user.click(parent);
    const refusal = await findOpenDialog('不能删除栏目「新闻中心」');
    expect(refusal).toHaveTextContent(`下面还有子栏目：${subNames}。请先删除或移走这些子栏目。`);
    expect(within(refusal).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: '知道了' }));

    // Content: one small call finds it before asking.
    const groupNews = await storedMenu('集团新闻');
    const held = (
      await server.app.db
        .selectFrom('site_content')
        .select('id')
        .where('menu_id', '=', groupNews.id)
        .execute()
    ).length;
    expect(held).toBeGreaterThan(0);
    const news = screen.getByRole('list', { name: '“新闻中心”的子栏目' });
    await user.click(within(news).getByRole('button', { name: '删除“集团新闻”' }));
    const heldDialog = await findOpenDialog('不能删除栏目「集团新闻」');
    expect(heldDialog).toHaveTextContent(`下面还有 ${held} 条内容。请先删除这些内容，或把它们移到其他栏目。`);
    expect(server.calls('/api/cms/web/siteContent/list').at(-1)?.query).toMatchObject({
      menuId: String(groupNews.id),
      pageSize: '1',
    });
    await user.click(within(heldDialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls(MENUS, 'DELETE')).toHaveLength(1);
    expect(idsOf(await storedMenus())).toEqual(expect.arrayContaining([newsCenter.id, groupNews.id]));
  });

  it('warns of a page type that no longer exists, in the list and in the form, which names it and will not save it', async () => {
    // 新闻列表 taken out of the store behind the menus' backs (the server refuses to delete a page
    // type menus use): 集团新闻 still names it. Put back for the tests after this one.
    const pageType = await server.app.db
      .selectFrom('page_type')
      .selectAll()
      .where('name', '=', '新闻列表')
      .executeTakeFirstOrThrow();
    await server.app.db.deleteFrom('page_type').where('id', '=', pageType.id).execute();
    try {
      const groupNews = await storedMenu('集团新闻');
      const { user } = await openSignedInConsole(server, 'editor', '/admin/menus');
      await groupTree();
      const news = screen.getByRole('list', { name: '“新闻中心”的子栏目' });
      await waitFor(() =>
        expect(itemIn(news, '集团新闻')).toHaveTextContent('页面类型「新闻列表」已不存在，请重新选择'),
      );

      await user.click(within(news).getByRole('link', { name: '编辑“集团新闻”' }));
      const pageTypeBox = await screen.findByRole('combobox', { name: '页面类型' });
      expect(pageTypeBox).toHaveDisplayValue('新闻列表（已不存在）');
      expect(pageTypeBox).toHaveAccessibleDescription('该栏目的页面类型「新闻列表」已不存在，请重新选择');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(pageTypeBox).toHaveAccessibleDescription('该栏目的页面类型「新闻列表」已不存在，请重新选择');
      expect(server.calls(MENUS, 'POST')).toHaveLength(0);
      expect(await storedMenu('集团新闻')).toEqual(groupNews);
    } finally {
      await server.app.db.insertInto('page_type').values(pageType).execute();
    }
  });

  it('adds a sub-menu that opens a page type, naming the template each page type opens', async () => {
    // The demo's 荣誉墙 opens a template that a newer build of the site no longer has.
    await server.app.db
      .updateTable('page_type')
      .set({ template_key: 'word_list9' })
      .where('name', '=', '荣誉墙')
      .execute();
    const newsCenter = await storedMenu('新闻中心');
    const { router, user } = await openSignedInConsole(server, 'editor', '/admin/menus');
    const top = await groupTree();
    await user.click(within(itemIn(top, '新闻中心')).getByRole('link', { name: '在“新闻中心”下新增子栏目' }));
    expect(
      await screen.findByRole('heading', { name: '在“新闻中心”下新增子栏目', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('上级栏目')).toHaveDisplayValue('新闻中心');

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入栏目名称')).toBeInTheDocument();
    expect(screen.getByText('请选择页面类型')).toBeInTheDocument();
    expect(server.calls(MENUS, 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('栏目名称'), '校友风采');
    const pageType = screen.getByLabelText('页面类型');
    expect(
      await within(pageType).findByRole('option', { name: '新闻列表（打开模板：新闻列表）' }),
    ).toBeInTheDocument();
    expect(within(pageType).getByRole('option', { name: '荣誉墙（模板不存在）' })).toBeInTheDocument();
    await user.selectOptions(pageType, '新闻列表');
    expect(screen.getByText('将打开模板：新闻列表（word_list1）')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /发布/ }));
    await user.click(screen.getByRole('radio', { name: '新窗口' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(server.calls(MENUS, 'POST')).toHaveLength(1));
    expect(server.calls(MENUS, 'POST')[0]!.body).toEqual({
      platform: 'company',
      parentId: newsCenter.id,
      name: '校友风采',
      status: true,
      pageType: '新闻列表',
      contentType: null,
      sortType: null,
      path: null,
      icon: null,
      openType: 'blank',
      // 搜索与分享 left empty: every field sent, cleared (issue 25 item 3).
      seoTitle: null,
      seoDescription: null,
      seoImage: null,
      noindex: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menus'));
    expect(await storedMenu('校友风采')).toMatchObject({
      platform: 'company',
      parent_id: newsCenter.id,
      status: 1,
      page_type: '新闻列表',
      content_type: null,
      sort_type: null,
      path: null,
      icon: null,
      open_type: 'blank',
      seo_title: null,
      seo_description: null,
      seo_image: null,
      noindex: 0,
    });
    // Last of its siblings.
    const siblings = namesOf(await storedLevel(newsCenter.id));
    expect(siblings.at(-1)).toBe('校友风采');
    const news = await screen.findByRole('list', { name: '“新闻中心”的子栏目' });
    await waitFor(() => expect(namesIn(news)).toEqual(siblings));
  });

  it('edits a menu into the second scheme, checking the pair and naming the template it opens', async () => {
    const groupNews = await storedMenu('集团新闻');
    const { user } = await openSignedInConsole(
      server,
      'editor',
      `/admin/menus/${groupNews.id}?platform=company`,
    );
    expect(
      await screen.findByRole('heading', { name: '编辑栏目：集团新闻', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '打开页面“集团新闻”（新窗口）' })).toHaveAttribute(
      'href',
      `/word_list1/${groupNews.id}`,
    );
    // It may not move under itself.
    expect(within(screen.getByLabelText('上级栏目')).queryByRole('option', { name: /集团新闻/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: '按内容与排版' }));
    await user.type(screen.getByLabelText('内容类型'), 'c-2');
    await user.type(screen.getByLabelText('排版类型'), 's-3-4');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('排版类型 s-3-4 不属于内容类型 c-2')).toBeInTheDocument();
    expect(screen.getByText('站点没有与之对应的模板：访客点击该栏目不会打开页面。')).toBeInTheDocument();
    expect(server.calls(MENUS, 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('排版类型'));
    await user.type(screen.getByLabelText('排版类型'), 's-2-4');
    expect(screen.getByText('将打开模板：封面列表（word_list13）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.calls(MENUS, 'POST')).toHaveLength(1));
    expect(server.calls(MENUS, 'POST')[0]!.body).toMatchObject({
      id: groupNews.id,
      parentId: groupNews.parent_id,
      pageType: null,
      contentType: 'c-2',
      sortType: 's-2-4',
      sort: groupNews.sort,
    });
    await waitFor(async () =>
      expect(await storedMenu('集团新闻')).toEqual({
        ...groupNews,
        page_type: null,
        content_type: 'c-2',
        sort_type: 's-2-4',
      }),
    );
  });

  describe('悬浮菜单 (the floating consult bar)', () => {
    /** The group site's 悬浮菜单 and its buttons, as stored (the demo has a call, the form, links, the QR code). */
    const floatingMenu = async () => {
      const floating = await storedMenu('悬浮菜单');
      return { floating, buttons: await storedLevel(floating.id) };
    };

    it('lets staff choose what a button does: a link, a call, the form or the QR code', async () => {
      const { floating, buttons: stored } = await floatingMenu();
      const call = stored.find((menu) => menu.path === 'tel:')!;
      expect(call).toBeDefined();
      const { user } = await openSignedInConsole(server, 'editor', '/admin/menus');
      await groupTree();
      const buttons = screen.getByRole('list', { name: '“悬浮菜单”的子栏目' });
      expect(itemIn(buttons, call.name)).toHaveTextContent('按钮：拨打电话');

      await user.click(within(buttons).getByRole('link', { name: `编辑“${call.name}”` }));
      const kind = await screen.findByLabelText('按钮类型');
      expect(kind).toHaveDisplayValue('拨打电话');
      expect(
        within(kind)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['链接', '拨打电话', '在线留言', '微信二维码']);
      // A call opens no page: no page type, no path to fill in.
      expect(screen.queryByLabelText('路径')).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: '按内容与排版' })).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: '打开方式' })).not.toBeInTheDocument();
      expect(screen.getByText('拨打站点设置中的电话（站点设置 › 电话）')).toBeInTheDocument();

      await user.selectOptions(kind, '在线留言');
      expect(screen.getByText('在弹出窗口中打开留言表单，访客留下姓名和手机号')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(server.calls(MENUS, 'POST')).toHaveLength(1));
      expect(server.calls(MENUS, 'POST')[0]!.body).toMatchObject({
        id: call.id,
        parentId: floating.id,
        path: '#lead-form',
        pageType: null,
        contentType: null,
        sortType: null,
      });
      await waitFor(async () =>
        expect((await storedLevel(floating.id)).find((menu) => menu.id === call.id)).toMatchObject({
          parent_id: floating.id,
          path: '#lead-form',
          page_type: null,
          content_type: null,
          sort_type: null,
        }),
      );
    });

    it('keeps the path field for a link button, which may also be an http(s) address', async () => {
      const { floating } = await floatingMenu();
      const { user } = await openSignedInConsole(
        server,
        'editor',
        `/admin/menus/new?platform=company&parent=${floating.id}`,
      );
      await user.type(await screen.findByLabelText('栏目名称', {}, { timeout: 10_000 }), '在线客服');
      expect(screen.getByLabelText('按钮类型')).toHaveDisplayValue('链接');
      // A link may open in a new window.
      expect(screen.getByRole('group', { name: '打开方式' })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: /不指定/ }));
      await user.type(screen.getByLabelText('路径'), 'javascript:alert(1)');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(
        screen.getByText('路径应为本站路径（以 / 开头）或 http(s) 地址，不超过 200 个字符'),
      ).toBeInTheDocument();
      expect(server.calls(MENUS, 'POST')).toHaveLength(0);

      await user.clear(screen.getByLabelText('路径'));
      await user.type(screen.getByLabelText('路径'), 'https://kf.example.cn/chat');
      await user.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(server.calls(MENUS, 'POST')).toHaveLength(1));
      expect(server.calls(MENUS, 'POST')[0]!.body).toMatchObject({
        parentId: floating.id,
        name: '在线客服',
        path: 'https://kf.example.cn/chat',
      });
      await waitFor(async () =>
        expect(await storedMenu('在线客服')).toMatchObject({
          parent_id: floating.id,
          path: 'https://kf.example.cn/chat',
          page_type: null,
          content_type: null,
          sort_type: null,
        }),
      );
    });

    it('offers no button types outside 悬浮菜单, where a path is a path of this site', async () => {
      const groupNews = await storedMenu('集团新闻');
      const { user } = await openSignedInConsole(
        server,
        'editor',
        `/admin/menus/${groupNews.id}?platform=company`,
      );
      await screen.findByRole('heading', { name: '编辑栏目：集团新闻', level: 1 }, { timeout: 10_000 });
      expect(screen.queryByLabelText('按钮类型')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('路径'), 'https://kf.example.cn/chat');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(screen.getByText('路径应以 / 开头，不超过 200 个字符')).toBeInTheDocument();
      expect(server.calls(MENUS, 'POST')).toHaveLength(0);
      // Moving it under 悬浮菜单 makes it a button: the choice appears.
      await user.selectOptions(screen.getByLabelText('上级栏目'), '悬浮菜单');
      expect(screen.getByLabelText('按钮类型')).toHaveDisplayValue('链接');
    });
  });

  it('is listed in the navigation under 网站内容, with 页面类型', async () => {
    await openSignedInConsole(server, 'editor', '/admin');
    const group = await screen.findByRole('region', { name: '网站内容' }, { timeout: 10_000 });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/admin/menus', '/admin/page-types']));
  });
});
