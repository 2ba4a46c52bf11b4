import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { openConsoleAs } from '@/testing/console';
import { adminItem, installContentAdminServer } from '@/testing/msw/content-admin-server';
import { failWith, succeed } from '@/testing/msw/envelope';
import { installStaffServer } from '@/testing/msw/staff-server';
import type { ContentSaveBody } from '@contract/site-content';

const staff = installStaffServer();
const content = installContentAdminServer(staff.server);

const LINK = `/preview/${'a1'.repeat(16)}?e=1775000000&s=${'S'.repeat(43)}`;

// jsdom lays nothing out: ProseMirror, scrolling the cursor into view, asks a range for its boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
});
jest.setTimeout(30_000);

/** window.open as a browser answers it at a click: a window whose address the page then sets. */
function fakeWindow() {
  const opened = { location: { href: '' }, opener: {} as unknown, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return { opened, open };
}

afterEach(() => jest.restoreAllMocks());

describe('预览 on the content editor', () => {
  it('sends the values as typed (not saved) and opens the preview screen of the link', async () => {
    content.set({ items: [adminItem(1, 12, '通知', { body: '<p>原文</p>', status: false })] });
    const sent: ContentSaveBody[] = [];
    staff.server.use(
      http.post('*/api/cms/web/siteContent/savePreview', async ({ request }) => {
        sent.push((await request.json()) as ContentSaveBody);
        return succeed({ id: 'a1'.repeat(16), url: LINK, expiresAt: '2026-04-01T00:00:00.000Z' });
      }),
    );
    const { opened, open } = fakeWindow();
    const { user } = openConsoleAs(staff, 'editor', '/admin/content/1?platform=company');
    const title = await screen.findByRole('textbox', { name: '标题' });
    await user.clear(title);
    await user.type(title, '改过还没保存的标题');
    await user.click(screen.getByRole('button', { name: '预览' }));

    await waitFor(() => expect(opened.location.href).toBe(`/admin/preview?link=${encodeURIComponent(LINK)}`));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    expect(sent).toEqual([expect.objectContaining({ id: 1, menuId: 12, title: '改过还没保存的标题' })]);
    // Nothing was saved.
    expect(content.saved).toHaveLength(0);
  });

  it('previews an item not saved yet from 新增内容, without saving it', async () => {
    content.set({ items: [] });
    const sent: ContentSaveBody[] = [];
    staff.server.use(
      http.post('*/api/cms/web/siteContent/savePreview', async ({ request }) => {
        sent.push((await request.json()) as ContentSaveBody);
        return succeed({ id: 'a1'.repeat(16), url: LINK, expiresAt: '2026-04-01T00:00:00.000Z' });
      }),
    );
    const { opened } = fakeWindow();
    const { user } = openConsoleAs(staff, 'editor', '/admin/content/new?platform=company&menuId=12');
    await user.type(await screen.findByRole('textbox', { name: '标题' }), '还没保存的新通知');
    await user.click(screen.getByRole('button', { name: '预览' }));

    await waitFor(() => expect(opened.location.href).toBe(`/admin/preview?link=${encodeURIComponent(LINK)}`));
    expect(sent).toEqual([expect.objectContaining({ menuId: 12, title: '还没保存的新通知' })]);
    expect(sent[0]).not.toHaveProperty('id');
    expect(content.saved).toHaveLength(0);
  });

  it('shows the server’s refusal beside the button and closes the window it opened', async () => {
    content.set({ items: [adminItem(1, 12, '通知')] });
    staff.server.use(
      http.post('*/api/cms/web/siteContent/savePreview', () => failWith(100000001, '所选栏目不存在')),
    );
    const { opened } = fakeWindow();
    const { user } = openConsoleAs(staff, 'editor', '/admin/content/1?platform=company');
    await user.click(await screen.findByRole('button', { name: '预览' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('所选栏目不存在');
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });
});

describe('the preview screen', () => {
  it('shows the link’s page at phone and desktop widths, with 复制预览链接 and 在新窗口打开', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const { user } = openConsoleAs(staff, 'editor', `/admin/preview?link=${encodeURIComponent(LINK)}`);
    const phone = await screen.findByTitle('手机宽度的页面预览');
    const desktop = screen.getByTitle('电脑宽度的页面预览');
    expect(phone).toHaveAttribute('src', LINK);
    expect(desktop).toHaveAttribute('src', LINK);
    expect(phone).toHaveStyle({ width: '375px' });
    expect(desktop).toHaveStyle({ width: '1280px' });
    const open = screen.getByRole('link', { name: '在新窗口打开' });
    expect(open).toHaveAttribute('href', LINK);
    expect(open).toHaveAttribute('target', '_blank');

    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: '复制预览链接' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${LINK}`);
  });

  it('shows nothing but a message for an address that is no preview link', async () => {
    openConsoleAs(staff, 'editor', `/admin/preview?link=${encodeURIComponent('https://evil.example/x')}`);
    const main = await screen.findByRole('alert');
    expect(main).toHaveTextContent('预览链接不正确');
    expect(document.querySelector('iframe')).toBeNull();
    expect(within(document.body).queryByRole('link', { name: '在新窗口打开' })).toBeNull();
  });
});
