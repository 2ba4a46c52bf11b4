import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import CoverList from '../cover-list';

const MENU_ID = 13;
const TOTAL = 9;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `封面${id}`,
  url: null,
  image: `/covers/${id}.jpg`,
  summary: null,
  video: null,
  publishTime: `2025-05-0${id}T08:00:00.000Z`,
  sort: id,
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteContent/listForClientByPublishTime', ({ request }) => {
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

describe('封面列表', () => {
  it('shows covers with titles and dates, the first one loaded first, and pages on', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      [{ path: '*', element: <CoverList id={MENU_ID} menu={null} searchParams={new URLSearchParams()} /> }],
      '/x',
    );

    const covers = await screen.findAllByRole('img');
    expect(covers).toHaveLength(6);
    expect(covers[0]).toHaveAttribute('alt', '封面1');
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /封面2/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=2`,
    );
    expect(screen.getByText('2025-05-03')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));

    expect(await screen.findByRole('img', { name: '封面9' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
  });
});
