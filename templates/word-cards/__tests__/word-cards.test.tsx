import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import WordCards from '../word-cards';

const MENU_ID = 7;
const TOTAL = 8;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `卡片标题${id}`,
  url: null,
  image: null,
  summary: `卡片摘要${id}`,
  video: null,
  publishTime: `2025-03-0${id}T08:00:00.000Z`,
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

const renderCards = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: <WordCards id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
      },
    ],
    '/x',
  );

describe('文字卡片', () => {
  it('shows six text cards with title, summary and date, then the next page', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderCards();

    const firstCard = await screen.findByRole('link', { name: /卡片标题1/ });
    expect(within(firstCard).getByText('卡片摘要1')).toBeInTheDocument();
    expect(within(firstCard).getByText('2025-03-01')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('link', { name: /卡片标题7/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /卡片标题1/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});
