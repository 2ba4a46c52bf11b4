import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import ClickablePagedImages from '../clickable-paged-images';

const MENU_ID = 3;
const TOTAL = 7;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `图片${id}`,
  // One tile links elsewhere on its own: it keeps that link.
  url: id === 2 ? 'https://example.org/campus' : null,
  image: `/images/${id}.jpg`,
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

describe('可点击分页图片', () => {
  it('links every captioned tile to its content and pages by six', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      [
        {
          path: '*',
          element: <ClickablePagedImages id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
        },
      ],
      '/x',
    );

    const first = await screen.findByRole('link', { name: /图片1/ });
    expect(first).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    expect(screen.getByRole('heading', { level: 2, name: '图片1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /图片2/ })).toHaveAttribute('href', 'https://example.org/campus');
    expect(screen.getAllByRole('img')).toHaveLength(6);

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('link', { name: /图片7/ })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(router.state.location.search).toBe('?page=2');
  });
});
