import { configure, screen, waitFor, within } from '@testing-library/react';
import { isPreviewLink, type PreviewCreated } from '@contract/preview';
import { openSignedInConsole } from '@/testing/console';
import { CONTENT, MENUS, createItems, createNewsMenu, menuIdOf, storedItem } from '@/testing/real-content';
import { installRealServer } from '@/testing/real-server';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): its savePreview keeps the values as a
// preview and answers the signed link to their page.
const server = installRealServer();

const SAVE_PREVIEW = `${CONTENT}/savePreview`;
const PREVIEW_SCREEN = '/admin/preview?link=';

// jsdom lays nothing out: ProseMirror, scrolling the cursor into view, asks a range for its boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
});

/** window.open as a browser answers it at a click: a window whose address the page then sets. */
function fakeWindow() {
  const opened = { location: { href: '' }, opener: {} as unknown, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return { opened, open };
}

/** The link the preview screen was opened at, once it was. */
async function openedLink(opened: { location: { href: string } }) {
  // The first rich-text body of the file starts the server's sanitiser thread (seconds on a busy machine).
  await waitFor(() => expect(opened.location.href.startsWith(PREVIEW_SCREEN)).toBe(true), {
    timeout: 20_000,
  });
  const link = decodeURIComponent(opened.location.href.slice(PREVIEW_SCREEN.length));
  expect(opened.location.href).toBe(`${PREVIEW_SCREEN}${encodeURIComponent(link)}`);
  expect(isPreviewLink(link)).toBe(true);
  return link;
}

/** The preview the link names, as the server keeps it (its values as the save would write them). */
async function storedPreview(link: string) {
  const id = /^\/preview\/([0-9a-f]{32})\?/.exec(link)?.[1] ?? '';
  const row = await server.app.db
    .selectFrom('preview')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, values: JSON.parse(row.values_json) as Record<string, unknown> };
}

/** A draft of 集团新闻 saved as the demo editor: its id and menu. */
async function draftNotice() {
  await server.signIn('editor');
  const menuId = await menuIdOf(server, '集团新闻', { parentName: '新闻中心' });
  const [id] = await createItems(server, menuId, [{ title: '通知', body: '<p>原文</p>', status: false }]);
  return { id: id!, menuId };
}

afterEach(() => jest.restoreAllMocks());

describe('预览 on the content editor', () => {
  it('sends the values as typed (not saved) and opens the preview screen of the link', async () => {
    const { id, menuId } = await draftNotice();
    const { opened, open } = fakeWindow();
    const { user } = await openSignedInConsole(server, 'editor', `/admin/content/${id}?platform=company`);
    const title = await screen.findByRole('textbox', { name: '标题' }, { timeout: 15_000 });
    await user.clear(title);
    await user.type(title, '改过还没保存的标题');
    await user.click(screen.getByRole('button', { name: '预览' }));

    const link = await openedLink(opened);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    expect(server.calls(SAVE_PREVIEW, 'POST').map((call) => call.body)).toEqual([
      expect.objectContaining({ id, menuId, title: '改过还没保存的标题' }),
    ]);
    // The link is the server's preview of those values, of this item.
    expect(await storedPreview(link)).toMatchObject({
      kind: 'content',
      record_id: id,
      values: expect.objectContaining({ title: '改过还没保存的标题', body: '<p>原文</p>' }),
    });
    // Nothing was saved.
    expect(server.calls(CONTENT, 'POST')).toHaveLength(0);
    expect((await storedItem(server, id))?.title).toBe('通知');
  });

  it('previews an item not saved yet from 新增内容, without saving it', async () => {
    const menuId = await menuIdOf(server, '集团新闻', { parentName: '新闻中心' });
    const itemIds = () => server.app.db.selectFrom('site_content').select('id').orderBy('id').execute();
    const before = await itemIds();
    const { opened } = fakeWindow();
    const { user } = await openSignedInConsole(
      server,
      'editor',
      `/admin/content/new?platform=company&menuId=${menuId}`,
    );
    await user.type(
      await screen.findByRole('textbox', { name: '标题' }, { timeout: 15_000 }),
      '还没保存的新通知',
    );
    await user.click(screen.getByRole('button', { name: '预览' }));

    const link = await openedLink(opened);
    const sent = server.calls(SAVE_PREVIEW, 'POST').map((call) => call.body);
    expect(sent).toEqual([expect.objectContaining({ menuId, title: '还没保存的新通知' })]);
    expect(sent[0]).not.toHaveProperty('id');
    expect(await storedPreview(link)).toMatchObject({
      kind: 'content',
      record_id: null,
      values: expect.objectContaining({ menu_id: menuId, title: '还没保存的新通知' }),
    });
    expect(server.calls(CONTENT, 'POST')).toHaveLength(0);
    expect(await itemIds()).toEqual(before);
  });

  it('shows the server’s refusal beside the button and closes the window it opened', async () => {
    await server.signIn('editor');
    const menuId = await createNewsMenu(server, '临时通知');
    const [id] = await createItems(server, menuId, [{ title: '通知', status: false }]);
    const { opened } = fakeWindow();
    const { user } = await openSignedInConsole(server, 'editor', `/admin/content/${id}?platform=company`);
    const preview = await screen.findByRole('button', { name: '预览' }, { timeout: 15_000 });
    // A colleague moves the item to 集团新闻 and removes its menu after the editor loaded.
    const news = await menuIdOf(server, '集团新闻', { parentName: '新闻中心' });
    await server.send('PUT', `${CONTENT}/changeMenuBatch`, { ids: [id], menuId: news });
    await server.send('DELETE', `${MENUS}?id=${menuId}`);
    await user.click(preview);
    expect(await screen.findByRole('alert')).toHaveTextContent('所选栏目不存在');
    expect(server.calls(SAVE_PREVIEW, 'POST').map((call) => call.body)).toEqual([
      expect.objectContaining({ id, menuId }),
    ]);
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });
});

describe('the preview screen', () => {
  it('shows the link’s page at phone and desktop widths, with 复制预览链接 and 在新窗口打开', async () => {
    await server.signIn('editor');
    const menuId = await menuIdOf(server, '集团新闻', { parentName: '新闻中心' });
    const { url: link } = await server.send<PreviewCreated>('POST', SAVE_PREVIEW, {
      menuId,
      title: '预览屏幕的通知',
    });
    const writeText = jest.fn(() => Promise.resolve());
    const { user } = await openSignedInConsole(
      server,
      'editor',
      `${PREVIEW_SCREEN}${encodeURIComponent(link)}`,
    );
    // The preview screen's own lazy chunk loads first.
    const phone = await screen.findByTitle('手机宽度的页面预览', {}, { timeout: 15_000 });
    const desktop = screen.getByTitle('电脑宽度的页面预览');
    expect(phone).toHaveAttribute('src', link);
    expect(desktop).toHaveAttribute('src', link);
    expect(phone).toHaveStyle({ width: '375px' });
    expect(desktop).toHaveStyle({ width: '1280px' });
    const open = screen.getByRole('link', { name: '在新窗口打开' });
    expect(open).toHaveAttribute('href', link);
    expect(open).toHaveAttribute('target', '_blank');

    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: '复制预览链接' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${link}`);
  });

  it('shows nothing but a message for an address that is no preview link', async () => {
    await openSignedInConsole(
      server,
      'editor',
      `${PREVIEW_SCREEN}${encodeURIComponent('https://evil.example/x')}`,
    );
    const main = await screen.findByRole('alert');
    expect(main).toHaveTextContent('预览链接不正确');
    expect(document.querySelector('iframe')).toBeNull();
    expect(within(document.body).queryByRole('link', { name: '在新窗口打开' })).toBeNull();
  });
});
