import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import IntroContent from '../intro-content';

const MENU_ID = 12;
const BROKEN_ID = 3;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `办学特色${id}`,
  url: null,
  image: id === 2 ? null : `/images/${id}.jpg`,
  summary: `特色摘要${id}`,
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
    if (id === BROKEN_ID)
      return HttpResponse.json({ code: 100000500, message: '服务器内部错误', data: null });
    return ok({ ...item(id), body: `<p>特色正文${id}</p>` });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The failing details call shows an error toast, and the toaster asks matchMedia, which jsdom lacks.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  server.resetHandlers();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
afterAll(() => server.close());

describe('单页图文', () => {
  it('stacks the items as sections with their bodies, and a table of contents that jumps to them', async () => {
    // jsdom does not scroll: the jump is asserted on the call.
    const scrollIntoView = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    renderRoutes(
      [
        {
          path: '*',
          element: <IntroContent id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
        },
      ],
      '/x',
    );

    expect(await screen.findByText('特色正文1')).toBeInTheDocument();
    expect(await screen.findByText('特色正文2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '办学特色1' })).toHaveAttribute('loading', 'eager');
    expect(screen.queryByRole('img', { name: '办学特色2' })).not.toBeInTheDocument();
    // jsdom matches no media query: this is the phone layout, where the table of contents is hidden.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '办学特色1',
      '办学特色2',
      '办学特色3',
    ]);

    // A body that fails to load falls back to the summary and a link to the article.
    expect(await screen.findByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=${BROKEN_ID}`,
    );
    expect(screen.getByText('特色摘要3')).toBeInTheDocument();

    // Hidden elements have no accessible name in jsdom: found by their label and text instead.
    const toc = screen.getByLabelText('本页目录');
    await userEvent.click(within(toc).getByText('办学特色2'));
    const target = screen.getByRole('heading', { level: 2, name: '办学特色2' }).closest('section');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(target).toHaveFocus();
  });
});
