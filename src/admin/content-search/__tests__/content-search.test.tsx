import { configure, screen, waitFor, within } from '@testing-library/react';
import { FLOATING_MENU_NAME } from '@contract/floating-menu';
import { openSignedInConsole } from '@/testing/console';
import { CONTENT, MENUS, createItems, createNewsMenu, menuIdOf, storedItem } from '@/testing/real-content';
import { installRealServer } from '@/testing/real-server';
import { columnTexts } from '@/testing/table';
import { toChinaInput } from '../../ui/china-time-input';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the company site's demo content, and
// the items each test adds through the real saves. Those are the newest of the site; a test that
// works on its own items finds them by a word of their body.
const server = installRealServer();

const SEARCH = '/admin/content-search';
const BY_SITE = `${CONTENT}/listBySite`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A result's row, found by its title's link (the demo has titles that contain the test's). */
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
const titlesShown = () => columnTexts(screen.getByRole('table'), 1);

/** A China-time minute `offset` ms from now, as the console's boxes show and send it. */
const chinaMinute = (offset: number) => toChinaInput(Date.now() + offset);

/** The company site's items, as stored. */
const companyItemCount = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('site_content')
        .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('site_menu.platform', '=', 'company')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The demo's 集团新闻 (新闻中心 › 集团新闻). */
const groupNews = () => menuIdOf(server, '集团新闻', { parentName: '新闻中心' });

/**
 * The three items of the search tests in 集团新闻, newest first: 集团召开春季工作会议 (an hour
 * ago), 新校区奠基仪式举行 (a draft), 校企合作签约; each with `word` in its body. Signed in as the
 * demo editor. Their ids.
 */
async function threeItems(word: string) {
  await server.signIn('editor');
  const body = `<p>${word}</p>`;
  const [meeting, groundbreaking, signing] = await createItems(server, await groupNews(), [
    { title: '集团召开春季工作会议', body, publishTime: chinaMinute(-HOUR), status: true },
    { title: '新校区奠基仪式举行', body, publishTime: chinaMinute(-2 * HOUR), status: false },
    { title: '校企合作签约', body, publishTime: chinaMinute(-3 * HOUR), status: true },
  ]);
  return { meeting: meeting!, groundbreaking: groundbreaking!, signing: signing! };
}

/**
 * The company site's content menus as 移到栏目 lists them, read from the store: each a place for
 * content (a page type, a content type or a path), not 悬浮菜单 nor one of its buttons; parents
 * before their children, each level in its order, indented by level.
 */
async function contentMenuTexts(): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('site_menu')
    .selectAll()
    .where('platform', '=', 'company')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const under = (parent: (typeof rows)[number] | null, depth: number): string[] =>
    rows
      .filter((row) => row.parent_id === (parent?.id ?? null))
      .flatMap((row) => {
        const floating = (parent ?? row).name === FLOATING_MENU_NAME;
        const place = row.page_type !== null || row.content_type !== null || row.path !== null;
        return [
          ...(place && !floating ? [`${'\u3000'.repeat(depth)}${row.name}`] : []),
          ...under(row, depth + 1),
        ];
      });
  return under(null, 0);
}

describe('内容搜索', () => {
  it('searches one site by words, state and days, newest first, each title opening its editor', async () => {
    const { signing } = await threeItems('春季');
    const total = await companyItemCount();
    const { router, user } = await openSignedInConsole(server, 'editor', SEARCH);
    // The file's first screen: its lazy chunk loads first (long on a busy machine).
    expect(
      await screen.findByRole('heading', { name: '内容搜索', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await screen.findByText(`共 ${total} 条`);
    // The newest first: the three just saved, before the demo's.
    expect(titlesShown().slice(0, 3)).toEqual(['集团召开春季工作会议', '新校区奠基仪式举行', '校企合作签约']);
    expect(server.calls(BY_SITE).at(-1)?.query).toEqual({
      platform: 'company',
      pageNum: '1',
      pageSize: '15',
    });
    // Each result names its menu (with its place in the tree) and links to its editor.
    expect(rowOf('集团召开春季工作会议')).toHaveTextContent('新闻中心 / 集团新闻');
    expect(screen.getByRole('link', { name: '校企合作签约' })).toHaveAttribute(
      'href',
      `/admin/content/${signing}?platform=company`,
    );
    expect(rowOf('新校区奠基仪式举行')).toHaveTextContent('未发布');

    const from = chinaMinute(-DAY).slice(0, 10);
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '奠基');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '未发布');
    await user.type(screen.getByLabelText('开始日期'), from);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('共 1 条');
    expect(titlesShown()).toEqual(['新校区奠基仪式举行']);
    expect(server.calls(BY_SITE).at(-1)?.query).toEqual({
      platform: 'company',
      keyword: '奠基',
      state: 'draft',
      from,
      pageNum: '1',
      pageSize: '15',
    });
    expect(router.state.location.search).toBe(
      `?platform=company&keyword=%E5%A5%A0%E5%9F%BA&state=draft&from=${from}`,
    );
    expect(screen.getByRole('table', { name: '集团官网中含“奠基”的内容' })).toBeInTheDocument();
  });

  it('refuses dates out of order before asking, and says when only the newest items were searched', async () => {
    const { user } = await openSignedInConsole(server, 'editor', `${SEARCH}?from=2026-03-10&to=2026-03-01`);
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(server.calls(BY_SITE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '重置' }));
    await screen.findByText(`共 ${await companyItemCount()} 条`);
    expect(screen.queryByText(/关键词只在最新的/)).toBeNull();

    // More items than a keyword search reads: 5000 old ones (stored at once, as an import would).
    const archive = await createNewsMenu(server, '旧闻存档');
    const { db } = server.app;
    for (let start = 0; start < 5000; start += 250) {
      await db
        .insertInto('site_content')
        .values(
          Array.from({ length: 250 }, (_, index) => ({
            menu_id: archive,
            title: `存档稿 ${start + index + 1}`,
            url: null,
            image: null,
            summary: null,
            body: null,
            video: null,
            publish_time: '2001-01-01T01:00:00.000Z',
            end_time: null,
            sort: start + index + 1,
            status: 1 as const,
            seo_title: null,
            seo_description: null,
            seo_image: null,
          })),
        )
        .execute();
    }
    try {
      await user.type(screen.getByRole('textbox', { name: '关键词' }), '很旧');
      await user.click(screen.getByRole('button', { name: '查询' }));
      expect(await screen.findByRole('status')).toHaveTextContent('关键词只在最新的 5000 条内容中查找');
      expect(server.calls(BY_SITE).at(-1)?.query).toMatchObject({ keyword: '很旧' });
    } finally {
      // The later tests search the site as the demo and their own items make it.
      await db.deleteFrom('site_content').where('menu_id', '=', archive).execute();
    }
  });

  it('moves the ticked items into a content menu of this site only, after naming how many and where', async () => {
    await server.signIn('editor');
    // A content menu of another site: never offered here.
    await createNewsMenu(server, '成教新闻', { platform: 'academic', parentName: '成人教育' });
    const { meeting, groundbreaking, signing } = await threeItems('移动甲');
    const about = await menuIdOf(server, '关于我们');
    const expected = await contentMenuTexts();
    const { user } = await openSignedInConsole(server, 'editor', `${SEARCH}?keyword=移动甲`);
    await screen.findByText('共 3 条');
    const bulk = screen.getByRole('group', { name: '批量操作' });
    const moveTo = within(bulk).getByRole('combobox', { name: '移到栏目' });
    // Only the content menus of this site: not the group 新闻中心, not another site's menus.
    await waitFor(() =>
      expect(
        within(moveTo)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['请选择栏目', ...expected]),
    );
    expect(expected).toEqual(expect.arrayContaining(['\u3000集团新闻', '\u3000通知公告', '关于我们']));
    expect(expected).not.toContain('新闻中心');
    expect(expected.map((text) => text.trim())).not.toContain('成教新闻');
    expect(within(bulk).getByRole('button', { name: '移动' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '选择“集团召开春季工作会议”' }));
    await user.click(screen.getByRole('checkbox', { name: '选择“校企合作签约”' }));
    expect(within(bulk).getByText('已选择 2 条')).toBeInTheDocument();
    await user.selectOptions(moveTo, '关于我们');
    await user.click(within(bulk).getByRole('button', { name: '移动' }));
    let dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent('确定将选中的 2 条内容移到栏目“关于我们”吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls(`${CONTENT}/changeMenuBatch`, 'PUT')).toEqual([]);

    await user.click(within(bulk).getByRole('button', { name: '移动' }));
    dialog = await findOpenDialog();
    await user.click(within(dialog).getByRole('button', { name: '移动' }));
    await waitFor(() =>
      expect(server.calls(`${CONTENT}/changeMenuBatch`, 'PUT').map((call) => call.body)).toEqual([
        { ids: [meeting, signing], menuId: about },
      ]),
    );
    expect(await screen.findByText('已将 2 条内容移到栏目“关于我们”')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('校企合作签约')).toHaveTextContent('关于我们'));
    expect(within(bulk).getByText('已选择 0 条')).toBeInTheDocument();
    expect((await storedItem(server, meeting))?.menu_id).toBe(about);
    expect((await storedItem(server, signing))?.menu_id).toBe(about);
    expect((await storedItem(server, groundbreaking))?.menu_id).toBe(await groupNews());
  });

  it('shows the server’s refusal and changes nothing', async () => {
    const { signing } = await threeItems('移动乙');
    const target = await createNewsMenu(server, '临时栏目');
    const { user } = await openSignedInConsole(server, 'editor', `${SEARCH}?keyword=移动乙`);
    await screen.findByText('共 3 条');
    const bulk = screen.getByRole('group', { name: '批量操作' });
    const moveTo = within(bulk).getByRole('combobox', { name: '移到栏目' });
    await waitFor(() =>
      expect(within(moveTo).getByRole('option', { name: /临时栏目$/ })).toBeInTheDocument(),
    );
    // The menu is removed by a colleague after the screen loaded.
    await server.send('DELETE', `${MENUS}?id=${target}`);
    await user.click(screen.getByRole('checkbox', { name: '选择“校企合作签约”' }));
    await user.selectOptions(moveTo, String(target));
    await user.click(within(bulk).getByRole('button', { name: '移动' }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '移动' }));
    expect(await screen.findByText('目标栏目不存在，未做任何修改')).toBeInTheDocument();
    expect(server.calls(`${CONTENT}/changeMenuBatch`, 'PUT').map((call) => call.body)).toEqual([
      { ids: [signing], menuId: target },
    ]);
    expect((await storedItem(server, signing))?.menu_id).toBe(await groupNews());
  });

  it('deletes the ticked items after 确定删除选中的 N 条内容吗？', async () => {
    const { meeting, groundbreaking, signing } = await threeItems('删除丙');
    const { user } = await openSignedInConsole(server, 'editor', `${SEARCH}?keyword=删除丙`);
    await screen.findByText('共 3 条');
    await user.click(screen.getByRole('checkbox', { name: '选择本页全部内容' }));
    const bulk = screen.getByRole('group', { name: '批量操作' });
    await user.click(within(bulk).getByRole('button', { name: '删除所选' }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent('确定删除选中的 3 条内容吗？');
    await user.click(within(dialog).getByRole('button', { name: '删除所选' }));
    expect(await screen.findByText('已删除 3 条内容')).toBeInTheDocument();
    expect(server.calls(`${CONTENT}/removeBatch`, 'DELETE')).toHaveLength(1);
    // The ids went as `?ids=…&ids=…`: the server's audit trail names each item it deleted.
    const deleted = await server.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'siteContent')
      .where('action', '=', 'delete')
      .where('summary', 'like', '%"bulk":true%')
      .orderBy('id')
      .execute();
    expect(deleted.map((row) => Number(row.entity_id))).toEqual([meeting, groundbreaking, signing]);
    for (const id of [meeting, groundbreaking, signing]) expect(await storedItem(server, id)).toBeUndefined();
    expect(await screen.findByText('没有找到符合条件的内容')).toBeInTheDocument();
  });

  it('changes publish and end times, refusing an end before the publish time in the form', async () => {
    await server.signIn('editor');
    const body = '<p>定时丁</p>';
    const [first, second] = await createItems(server, await groupNews(), [
      { title: '定时甲', body, publishTime: chinaMinute(-HOUR), status: true },
      {
        title: '定时乙',
        body,
        publishTime: chinaMinute(-2 * HOUR),
        endTime: chinaMinute(30 * DAY),
        status: true,
      },
    ]);
    const { user } = await openSignedInConsole(server, 'editor', `${SEARCH}?keyword=定时丁`);
    await screen.findByText('共 2 条');
    expect(rowOf('定时乙')).toHaveTextContent('已发布');
    await user.click(screen.getByRole('checkbox', { name: '选择本页全部内容' }));
    const form = screen.getByRole('form', { name: '修改时间' });
    const apply = within(form).getByRole('button', { name: '修改时间' });
    await user.click(apply);
    expect(await within(form).findByText('请填写新的发布时间或下线时间')).toBeInTheDocument();
    // A publish time a month away; an end before it.
    const publishTime = chinaMinute(31 * DAY);
    await user.type(within(form).getByLabelText('新的发布时间'), publishTime);
    await user.type(within(form).getByLabelText('新的下线时间'), chinaMinute(20 * DAY));
    await user.click(apply);
    expect(await within(form).findByText('下线时间必须晚于发布时间')).toBeInTheDocument();
    expect(server.calls(`${CONTENT}/changeScheduleBatch`, 'PUT')).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: '取消下线时间' }));
    await user.click(apply);
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent(
      `确定将选中的 2 条内容的发布时间改为 ${publishTime.replace('T', ' ')}、下线时间取消吗？`,
    );
    await user.click(within(dialog).getByRole('button', { name: '修改时间' }));
    expect(await screen.findByText('已修改 2 条内容的时间')).toBeInTheDocument();
    expect(server.calls(`${CONTENT}/changeScheduleBatch`, 'PUT').map((call) => call.body)).toEqual([
      { ids: [first, second], publishTime, endTime: null },
    ]);
    await waitFor(() => expect(rowOf('定时乙')).toHaveTextContent('待发布'));
    // Stored: the China time typed, as an instant; no end.
    const publishedAt = new Date(`${publishTime}+08:00`).toISOString();
    for (const id of [first!, second!])
      expect(await storedItem(server, id)).toMatchObject({ publish_time: publishedAt, end_time: null });
  });
});
