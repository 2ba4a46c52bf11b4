import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import FourColumnIntro from '../four-column-intro';

const MENU_ID = 16;
const TOTAL = 10;
const requestedPageSizes: string[] = [];

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `介绍${id}`,
  url: null,
  image: `/icons/${id}.png`,
  summary: `介绍摘要${id}`,
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
    requestedPageSizes.push(String(pageSize));
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

describe('四栏介绍', () => {
  it('shows two rows of four intro blocks with their links, then the next page', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderRoutes(
      [
        {
          path: '*',
          element: <FourColumnIntro id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
        },
      ],
      '/x',
    );

    expect(await screen.findByRole('heading', { level: 2, name: '介绍1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getByRole('img', { name: '介绍1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('介绍摘要3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /了解更多\s*：介绍4/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=4`,
    );
    expect(requestedPageSizes).toEqual(['8']);

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));

    expect(await screen.findByRole('link', { name: /了解更多\s*：介绍10/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
