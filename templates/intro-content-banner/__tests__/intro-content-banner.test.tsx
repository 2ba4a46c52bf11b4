import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import IntroContentBanner from '../intro-content-banner';

const MENU_ID = 13;
const detailsRequested: number[] = [];

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `专业介绍${id}`,
  url: null,
  image: `/images/${id}.jpg`,
  summary: `专业摘要${id}`,
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
  http.get('*/api/cms/web/siteContent/listForClient', () => ok({ total: 3, pageList: [1, 2, 3].map(item) })),
  http.get('*/api/cms/web/siteContent/detailsForClient', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    detailsRequested.push(id);
    return ok({ ...item(id), body: `<p>专业正文${id}</p>` });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('单页横幅图文', () => {
  it('opens with the first item as a banner with its title over it, its text, then the further items', async () => {
    renderRoutes(
      [
        {
          path: '*',
          element: <IntroContentBanner id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
        },
      ],
      '/x',
    );

    expect(await screen.findByText('专业正文1')).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: '专业介绍1' });
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '专业介绍1',
      '专业介绍2',
      '专业介绍3',
    ]);
    expect(screen.getByRole('img', { name: '专业介绍2' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('专业摘要3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看详情\s*：专业介绍2/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=2`,
    );
    // Only the banner item's body is fetched; the sections show summaries.
    expect(detailsRequested).toEqual([1]);
  });
});
