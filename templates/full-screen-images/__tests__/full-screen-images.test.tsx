import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import FullScreenImages from '../full-screen-images';

const MENU_ID = 15;
const TOTAL = 3;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `全景${id}`,
  url: null,
  image: `/screens/${id}.jpg`,
  summary: `全景${id}的介绍`,
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
  http.get('*/api/cms/web/siteContent/listForClient', () =>
    ok({ total: TOTAL, pageList: Array.from({ length: TOTAL }, (_, index) => item(index + 1)) }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no layout: record which screen is scrolled into view.
const scrolledInto: Element[] = [];
beforeEach(() => {
  scrolledInto.length = 0;
  Element.prototype.scrollIntoView = function record(this: Element) {
    scrolledInto.push(this);
  };
});

const renderScreens = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: <FullScreenImages id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
      },
    ],
    '/x',
  );

describe('全屏图片', () => {
  it('gives every image a screen with its title and summary over it', async () => {
    renderScreens();

    const first = await screen.findByRole('region', { name: '全景1' });
    expect(within(first).getByRole('img', { name: '全景1' })).toHaveAttribute('loading', 'eager');
    expect(within(first).getByRole('heading', { level: 2, name: '全景1' })).toBeInTheDocument();
    expect(within(first).getByText('全景1的介绍')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^全景\d$/ })).toHaveLength(TOTAL);
  });

  it('"next" brings the following screen into view and focus, the last one goes back to the first', async () => {
    const user = userEvent.setup();
    renderScreens();

    const first = await screen.findByRole('region', { name: '全景1' });
    const second = screen.getByRole('region', { name: '全景2' });
    const third = screen.getByRole('region', { name: '全景3' });

    await user.click(within(first).getByRole('button', { name: '下一张' }));
    expect(scrolledInto).toEqual([second]);
    expect(second).toHaveFocus();

    await user.click(within(third).getByRole('button', { name: '回到第一张' }));
    expect(scrolledInto).toEqual([second, first]);
    expect(first).toHaveFocus();
  });
});
