import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import PureImages from '../pure-images';

const MENU_ID = 5;
const TOTAL = 8;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `校园一角${id}`,
  url: null,
  image: `/wall/${id}.jpg`,
  summary: `不应显示的摘要${id}`,
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

describe('纯图片', () => {
  it('shows every image, titled only in its alt text, on one page', async () => {
    renderRoutes(
      [{ path: '*', element: <PureImages id={MENU_ID} menu={null} searchParams={new URLSearchParams()} /> }],
      '/x',
    );

    expect(await screen.findByRole('img', { name: '校园一角1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('img')).toHaveLength(TOTAL);
    expect(screen.queryByText('校园一角1')).not.toBeInTheDocument();
    expect(screen.queryByText('不应显示的摘要1')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    expect(requestedPageSizes).toEqual(['30']);
  });
});
