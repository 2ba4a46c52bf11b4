import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import SquareImageGrid4 from '../square-image-grid-4';

const MENU_ID = 9;
const TOTAL = 3;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `荣誉证书${id}`,
  url: null,
  image: `/honours/${id}.jpg`,
  summary: null,
  video: null,
  publishTime: '2025-01-01T08:00:00.000Z',
  sort: id,
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });
const requestedPageSizes: string[] = [];

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) => {
    requestedPageSizes.push(new URL(request.url).searchParams.get('pageSize') ?? '');
    return ok({ total: TOTAL, pageList: Array.from({ length: TOTAL }, (_, index) => item(index + 1)) });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderGrid = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: <SquareImageGrid4 id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
      },
    ],
    '/x',
  );

describe('四栏方图', () => {
  it('shows square images with captions, twelve to a page', async () => {
    renderGrid();

    expect(await screen.findByRole('img', { name: '荣誉证书1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('button', { name: /^查看大图：/ })).toHaveLength(TOTAL);
    expect(screen.getByText('荣誉证书3')).toBeInTheDocument();
    expect(requestedPageSizes).toContain('12');
  });

  it('opens a lightbox: arrows move and wrap, Tab stays inside, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    renderGrid();

    const opener = await screen.findByRole('button', { name: '查看大图：荣誉证书2' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: '荣誉证书2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '荣誉证书3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '荣誉证书1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '荣誉证书3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(screen.getByRole('dialog', { name: '荣誉证书2' })).toBeInTheDocument();

    // From the last button Tab goes round to the first, and back.
    screen.getByRole('button', { name: '下一张' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '下一张' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderGrid();

    await user.click(await screen.findByRole('button', { name: '查看大图：荣誉证书1' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看大图：荣誉证书1' })).toHaveFocus();
  });
});
