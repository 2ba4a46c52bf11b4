import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import PagedImageGallery from '../paged-image-gallery';

const MENU_ID = 14;
const TOTAL = 8;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `校园风景${id}`,
  url: null,
  image: `/gallery/${id}.jpg`,
  summary: null,
  video: null,
  publishTime: '2025-01-01T08:00:00.000Z',
  sort: id,
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const pageNum = Number(params.get('pageNum'));
    const pageSize = Number(params.get('pageSize'));
    const ids = Array.from({ length: TOTAL }, (_, index) => index + 1);
    return ok({ total: TOTAL, pageList: ids.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(item) });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const renderGallery = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: <PagedImageGallery id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
      },
    ],
    '/x',
  );

describe('分页纯图片', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows only images, six to a page', async () => {
    const { router } = renderGallery();

    expect(await screen.findByRole('img', { name: '校园风景1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /校园风景/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('img', { name: '校园风景8' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens a lightbox that the arrows move through, traps Tab, and Escape closes', async () => {
    const user = userEvent.setup();
    renderGallery();

    const secondTile = await screen.findByRole('button', { name: '校园风景2' });
    await user.click(secondTile);

    const dialog = screen.getByRole('dialog', { name: '校园风景2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('第 2 / 6 张')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '校园风景3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '校园风景6' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('dialog', { name: '校园风景1' })).toBeInTheDocument();

    // Focus is on 下一张, the last button: Tab wraps round, Shift+Tab goes back past the first.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: '上一张' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: '下一张' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(secondTile).toHaveFocus();
  });
});
