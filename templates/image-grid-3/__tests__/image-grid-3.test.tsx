import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import ImageGrid3 from '../image-grid-3';

const MENU_ID = 7;
const TOTAL = 8;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `图片${id}`,
  url: null,
  image: `/images/${id}.jpg`,
  summary: `图片${id}的摘要`,
  video: null,
  publishTime: `2025-03-0${id}T08:00:00.000Z`,
  sort: id,
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

// Only the editor-ordered list call is answered: calling the other one fails the test.
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
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPage = () =>
  renderRoutes(
    [{ path: '*', element: <ImageGrid3 id={MENU_ID} menu={null} searchParams={new URLSearchParams()} /> }],
    '/x',
  );

describe('三栏图片', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows six items a page, in editor order, and pages on', async () => {
    const { router } = renderPage();

    expect(await screen.findByRole('img', { name: '图片1' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.getByRole('img', { name: '图片1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { level: 2, name: '图片1' }).closest('a')).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=1`,
    );

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('img', { name: '图片7' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '图片1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});
