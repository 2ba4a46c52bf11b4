import { act, configure, screen, waitFor, within } from '@testing-library/react';
import sharp from 'sharp';
import { requestsInFlight } from '@/testing/api-requests';
import { openSignedInConsole } from '@/testing/console';
import { nullsOf } from '@/testing/contract-record';
import { CONTENT, createItems, menuIdOf, storedItem } from '@/testing/real-content';
import { installRealServer } from '@/testing/real-server';
import type { ServerFile } from '@contract/server-file';
import { ContentSaveBody } from '@contract/site-content';
import { toChinaInput } from '../../ui/china-time-input';
import { propertyOf } from '../../ui/resource-fields';
import { findOpenDialog } from '@/testing/open-dialog';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's 集团新闻, and the items each
// test saves there through the real save. Its revisions are the real ones (the editor's 历史版本,
// closed, asks for none).
const server = installRealServer();

const LEAVE = '您还没有保存，确定离开此页面吗？';
/**
 * Every box left empty as the form sends it: null for each field the save body allows null
 * (搜索与分享 among them: every field sent, cleared; issue 25 item 3), 不索引 unticked. The end
 * time has no box here (the editor sends back the stored one).
 */
const { endTime: _noBox, ...LEFT_EMPTY } = { ...nullsOf(ContentSaveBody), noindex: false };

// jsdom lays nothing out: ProseMirror, scrolling the cursor into view, asks a range for its boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
});

/** The rich text area, once its lazy chunk is in (the first test waits for TipTap to compile). */
const bodyEditor = () => screen.findByRole('textbox', { name: '正文' }, { timeout: 15_000 });

/**
 * 返回列表, once the list is on screen: the router's address changes at once, but the editor stays
 * mounted until the list's lazy chunk arrives (a transition), and a navigation back before then
 * would find the same editor, never left.
 */
async function backToList({ user, router }: Pick<Awaited<ReturnType<typeof openEditor>>, 'user' | 'router'>) {
  await user.click(screen.getByRole('link', { name: '返回列表' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
  await waitFor(() => expect(screen.queryByRole('textbox', { name: '正文' })).not.toBeInTheDocument());
}

/** The demo's 集团新闻 (新闻中心 › 集团新闻). */
const groupNews = () => menuIdOf(server, '集团新闻', { parentName: '新闻中心' });

/** The item stored under `title`, if any (the newest of that title). */
const storedTitled = (title: string) =>
  server.app.db
    .selectFrom('site_content')
    .selectAll()
    .where('title', '=', title)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** One item of 集团新闻 saved as the demo editor through the real save: its id. */
async function savedItem(fields: Omit<ContentSaveBody, 'menuId'>): Promise<number> {
  await server.signIn('editor');
  const [id] = await createItems(server, await groupNews(), [fields]);
  return id!;
}

/** The editor of an item, signed in as the demo editor. */
const openEditor = (id: number) =>
  openSignedInConsole(server, 'editor', `/admin/content/${id}?platform=company`);

/** The editor of a new item of 集团新闻, signed in as the demo editor. */
const openNewItem = async () =>
  openSignedInConsole(server, 'editor', `/admin/content/new?platform=company&menuId=${await groupNews()}`);

/** A picture uploaded to the media library through the real route, as the console's 上传 does. */
async function uploadPicture(name: string): Promise<ServerFile> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${globalThis.location.origin}/api/cms/resource/serverFile/upload`, {
    method: 'POST',
    body: form,
  });
  const answer = (await response.json()) as { code: number; message: string; data: ServerFile };
  if (answer.code !== 0) throw new Error(`upload of ${name} refused: ${answer.message}`);
  return answer.data;
}

describe('China time in the publish time box', () => {
  it('shows an instant as China time, whatever the zone of the computer', () => {
    expect(toChinaInput('2026-03-01T01:00:00.000Z')).toBe('2026-03-01T09:00');
    expect(toChinaInput('2026-12-31T16:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(toChinaInput('')).toBe('');
  });
});

describe('the content editor', () => {
  it('creates an item: the JSON body of the save, then the editor of what was stored', async () => {
    const news = await groupNews();
    const { router, user } = await openNewItem();
    await bodyEditor();
    expect(screen.getByRole('combobox', { name: '栏目' })).toHaveValue(String(news));

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入标题')).toBeInTheDocument();
    expect(server.calls(CONTENT, 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '标题' }), '  春季招生简章  ');
    await user.type(screen.getByRole('textbox', { name: '摘要' }), '2026 年春季招生');
    const publishTime = screen.getByLabelText('发布时间');
    await user.clear(publishTime);
    await user.type(publishTime, '2026-03-02T08:30');
    await user.type(screen.getByRole('textbox', { name: '图片' }), '/uploads/spring.png');
    await user.type(screen.getByRole('textbox', { name: '排序' }), '5');
    await user.click(screen.getByRole('radio', { name: '发布（网站上显示）' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    // Stored (a first save of the file: room for a busy machine).
    await waitFor(
      async () =>
        expect(await storedTitled('春季招生简章')).toMatchObject({
          menu_id: news,
          summary: '2026 年春季招生',
          image: '/uploads/spring.png',
          body: '',
          // The China time typed, as an instant.
          publish_time: '2026-03-02T00:30:00.000Z',
          end_time: null,
          status: 1,
          sort: 5,
        }),
      { timeout: 20_000 },
    );
    expect(server.calls(CONTENT, 'POST').map((call) => call.body)).toEqual([
      {
        ...LEFT_EMPTY,
        menuId: news,
        title: '春季招生简章',
        summary: '2026 年春季招生',
        image: '/uploads/spring.png',
        body: '',
        publishTime: '2026-03-02T08:30',
        status: true,
        sort: 5,
      },
    ]);
    const { id } = (await storedTitled('春季招生简章'))!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/content/${id}`));
    expect(
      await screen.findByRole('heading', { name: '编辑内容：春季招生简章', level: 1 }),
    ).toBeInTheDocument();
    // Stored as 00:30 UTC, shown again as the China time typed.
    expect(screen.getByLabelText('发布时间')).toHaveValue('2026-03-02T08:30');
  });

  it('shows the server’s URL policy message beside the link', async () => {
    const { user } = await openNewItem();
    await bodyEditor();
    await user.type(screen.getByRole('textbox', { name: '标题' }), '外部链接');
    await user.type(screen.getByRole('textbox', { name: '链接地址' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const link = screen.getByRole('textbox', { name: '链接地址' });
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(link).toHaveAccessibleDescription(/链接地址不正确：只能是 http\(s\) 地址或本站路径/);
    expect(server.calls(CONTENT, 'POST')[0]?.body).toMatchObject({ url: 'javascript:alert(1)' });
    expect(await storedTitled('外部链接')).toBeUndefined();
  });

  it('brings the first field in error into view and focuses it when an empty item is saved from the bottom', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await openNewItem();
    await bodyEditor();
    const save = screen.getByRole('button', { name: '保存' });
    await user.click(save);

    const title = screen.getByRole('textbox', { name: '标题' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/^请输入标题/);
    // Centred, so its label above and its message below are in view too.
    expect(scrolled.mock.contexts.at(-1)).toBe(title);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
    expect(server.calls(CONTENT, 'POST')).toHaveLength(0);
    scrolled.mockRestore();
  });

  it('shows a server refusal beside the field its envelope names, whatever its words', async () => {
    // The form checks no address itself: the server refuses the picture's, naming `image`.
    const { user } = await openNewItem();
    await bodyEditor();
    await user.type(screen.getByRole('textbox', { name: '标题' }), '春季招生');
    await user.type(screen.getByRole('textbox', { name: '摘要' }), '招生简章');
    await user.type(screen.getByRole('textbox', { name: '图片' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const picture = screen.getByRole('textbox', { name: '图片' });
    await waitFor(() => expect(picture).toHaveAttribute('aria-invalid', 'true'));
    expect(picture).toHaveAccessibleDescription(
      /图片地址不正确：只能是 http\(s\) 地址或本站路径（如 \/about_us）/,
    );
    expect(picture).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '摘要' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/保存失败：/)).not.toBeInTheDocument();
    expect(await storedTitled('春季招生')).toBeUndefined();
  });

  it('takes each box’s limit and name from the contract’s save body', async () => {
    await openNewItem();
    await bodyEditor();
    const schema = (key: string) => propertyOf(ContentSaveBody, key);
    for (const key of ['title', 'summary']) {
      const { title = '', maxLength } = schema(key);
      expect(screen.getByRole('textbox', { name: title })).toHaveAttribute('maxLength', String(maxLength));
    }
    for (const key of ['url', 'image', 'video', 'sort'])
      expect(screen.getByRole('textbox', { name: schema(key).title })).toBeInTheDocument();
    expect(screen.getByLabelText(schema('publishTime').title ?? '')).toBeInTheDocument();
    expect(await bodyEditor()).toHaveAccessibleName(schema('body').title);
  });

  it('edits an item: its fields as stored, the id and end time kept, the body sent back', async () => {
    const news = await groupNews();
    const picture = '/images/demo/scene-meeting-1.svg';
    const id = await savedItem({
      title: '集团召开春季工作会议',
      summary: '集团召开春季工作会议的摘要',
      image: picture,
      body: '<p>会议<strong>顺利</strong>召开</p>',
      publishTime: '2026-03-01T09:00',
      endTime: '2036-06-30T18:00',
      status: true,
    });
    const stored = (await storedItem(server, id))!;
    expect(stored.end_time).toBe('2036-06-30T10:00:00.000Z');
    const { user } = await openEditor(id);
    const body = await bodyEditor();
    expect(body.querySelector('strong')).toHaveTextContent('顺利');
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('集团召开春季工作会议');
    expect(screen.getByLabelText('发布时间')).toHaveValue('2026-03-01T09:00');
    expect(screen.getByRole('img', { name: '图片预览' })).toHaveAttribute('src', picture);
    expect(screen.getByRole('radio', { name: '发布（网站上显示）' })).toBeChecked();

    const title = screen.getByRole('textbox', { name: '标题' });
    await user.clear(title);
    await user.type(title, '集团春季工作会议');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(async () => expect((await storedItem(server, id))?.title).toBe('集团春季工作会议'), {
      timeout: 20_000,
    });
    expect(server.calls(CONTENT, 'POST').map((call) => call.body)).toEqual([
      {
        ...LEFT_EMPTY,
        id,
        endTime: '2036-06-30T10:00:00.000Z',
        menuId: news,
        title: '集团春季工作会议',
        summary: '集团召开春季工作会议的摘要',
        image: picture,
        body: '<p>会议<strong>顺利</strong>召开</p>',
        publishTime: '2026-03-01T09:00',
        status: true,
        sort: stored.sort,
      },
    ]);
    // Only the title changed in the store.
    expect(await storedItem(server, id)).toEqual({ ...stored, title: '集团春季工作会议' });
    expect(await screen.findByRole('heading', { name: '编辑内容：集团春季工作会议' })).toBeInTheDocument();
  });

  it('inserts a picture from the media library into the body, and sends it', async () => {
    const id = await savedItem({ title: '通知', body: '<p>原文</p>' });
    const file = await uploadPicture('校园春景.png');
    const { user } = await openEditor(id);
    const body = await bodyEditor();
    await user.click(screen.getByRole('button', { name: '从媒体库插入图片' }));
    await user.click(await screen.findByRole('button', { name: '选择 校园春景.png' }));
    await waitFor(() => expect(within(body).getByRole('img', { name: '校园春景' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.calls(CONTENT, 'POST')).toHaveLength(1));
    const sent = server.calls(CONTENT, 'POST')[0]?.body as ContentSaveBody;
    expect(sent.body).toContain(`<img src="${file.url}" alt="校园春景">`);
    expect(sent.body).toContain('<p>原文</p>');
    // Stored with the picture (the server's sanitiser keeps it).
    await waitFor(async () => expect((await storedItem(server, id))?.body).toContain(`src="${file.url}"`), {
      timeout: 20_000,
    });
    const storedBody = (await storedItem(server, id))?.body;
    expect(storedBody).toContain('alt="校园春景"');
    expect(storedBody).toContain('<p>原文</p>');
  });

  it('shows the toolbar’s state with aria-pressed and moves along it with the arrow keys', async () => {
    const id = await savedItem({ title: '通知', body: '<p><strong>加粗的字</strong></p>' });
    const { user } = await openEditor(id);
    await bodyEditor();
    const toolbar = screen.getByRole('toolbar', { name: '正文格式' });
    const bold = within(toolbar).getByRole('button', { name: '加粗' });
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(within(toolbar).getByRole('button', { name: '斜体' })).toHaveAttribute('aria-pressed', 'false');
    // One tab stop: the first button; the others are reached with the arrow keys.
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(within(toolbar).getByRole('button', { name: '斜体' })).toHaveAttribute('tabindex', '-1');
    act(() => bold.focus());
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: '斜体' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: '从媒体库插入图片' })).toHaveFocus();
  });

  it('asks the unsaved question before leaving an edited form, and stays on 取消', async () => {
    const id = await savedItem({ title: '集团召开春季工作会议', status: true });
    const stored = await storedItem(server, id);
    const { router, user } = await openEditor(id);
    await bodyEditor();

    // Nothing changed yet: leaving is free.
    await backToList({ user, router });
    await act(() => router.navigate(`/content/${id}?platform=company`));
    await bodyEditor();

    await user.type(screen.getByRole('textbox', { name: '标题' }), '（修改）');
    const nav = screen.getByRole('navigation', { name: '管理菜单' });
    await user.click(within(nav).getByRole('link', { name: '首页' }));
    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveAccessibleDescription(LEAVE);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(router.state.location.pathname).toBe(`/admin/content/${id}`);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('集团召开春季工作会议（修改）');

    await user.click(within(nav).getByRole('link', { name: '首页' }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(server.calls(CONTENT, 'POST')).toHaveLength(0);
    expect(await storedItem(server, id)).toEqual(stored);
  });

  it('starts a return visit from the item as stored now, and keeps what the editor types', async () => {
    const id = await savedItem({ title: '集团召开春季工作会议', status: true });
    const { router, store, user } = await openEditor(id);
    await bodyEditor();
    await backToList({ user, router });

    // A colleague renames the item meanwhile: the first visit's copy is out of date.
    await server.send('POST', CONTENT, { id, title: '同事改过的标题' });
    await act(() => router.navigate(`/content/${id}?platform=company`));
    await bodyEditor();
    const title = screen.getByRole('textbox', { name: '标题' });
    expect(title).toHaveValue('同事改过的标题');
    await user.type(title, '（修改）');
    // Whatever answers later, the typed words stay: once every request made is answered.
    await waitFor(() => expect(requestsInFlight(store)).toBe(0));
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('同事改过的标题（修改）');
  });
});
