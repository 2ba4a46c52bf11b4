import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import Intro from '../intro';

const MENU_ID = 11;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `学校简介${id}`,
  url: null,
  image: id === 1 ? '/images/campus.jpg' : null,
  summary: null,
  video: null,
  publishTime: `2025-04-0${id}T08:00:00.000Z`,
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
    const pageSize = Number(new URL(request.url).searchParams.get('pageSize'));
    requestedPageSizes.push(String(pageSize));
    return ok({ total: 3, pageList: [1, 2, 3].slice(0, pageSize).map(item) });
  }),
  http.get('*/api/cms/web/siteContent/detailsForClient', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    return ok({ ...item(id), body: '<p>学校创办于一九九八年。</p><script>alert(1)</script>' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requestedPageSizes.length = 0;
});
afterAll(() => server.close());

const renderIntro = (query: string) =>
  renderRoutes(
    [{ path: '*', element: <Intro id={MENU_ID} menu={null} searchParams={new URLSearchParams(query)} /> }],
    '/x',
  );

describe('单页介绍', () => {
  it('shows the first item as an article with its image, and the further titles below', async () => {
    renderIntro('');

    expect(await screen.findByText('学校创办于一九九八年。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '学校简介1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '学校简介1' })).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '更多内容' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /学校简介2/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=2`,
    );
    expect(screen.getByRole('link', { name: /学校简介3/ })).toBeInTheDocument();
  });

  it('with pType=one shows only that one item', async () => {
    renderIntro('pType=one');

    expect(await screen.findByText('学校创办于一九九八年。')).toBeInTheDocument();
    expect(requestedPageSizes).toEqual(['1']);
    expect(screen.queryByRole('heading', { name: '更多内容' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /学校简介/ })).not.toBeInTheDocument();
  });
});
