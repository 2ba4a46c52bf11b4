import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import VideoTitleList from '../video-title-list';

const MENU_ID = 20;
const TOTAL = 7;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `公开课${id}`,
  url: null,
  image: `/posters/${id}.jpg`,
  summary: null,
  // The third lesson has no video yet.
  video: id === 3 ? null : `/videos/${id}.mp4`,
  publishTime: '2025-02-01T08:00:00.000Z',
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

const player = () => document.querySelector('video');

describe('视频标题列表', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('shows the first video without playing it, and plays a title when it is clicked', async () => {
    renderRoutes(
      [
        {
          path: '*',
          element: <VideoTitleList id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
        },
      ],
      '/x',
    );

    const playlist = await screen.findByRole('list', { name: '视频列表' });
    expect(within(playlist).getAllByRole('button')).toHaveLength(6);
    expect(player()).toHaveAttribute('src', '/videos/1.mp4');
    expect(player()).toHaveAttribute('poster', '/posters/1.jpg');
    expect(player()).toHaveAttribute('preload', 'none');
    expect(player()).toHaveAttribute('controls');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('公开课1');
    expect(within(playlist).getByRole('button', { name: /公开课1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(play).not.toHaveBeenCalled();

    await userEvent.click(within(playlist).getByRole('button', { name: /公开课4/ }));

    expect(player()).toHaveAttribute('src', '/videos/4.mp4');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('公开课4');
    expect(within(playlist).getByRole('button', { name: /公开课4/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(playlist).getByRole('button', { name: /公开课1/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(player());

    await userEvent.click(within(playlist).getByRole('button', { name: /公开课3/ }));
    expect(player()).toBeNull();
    expect(screen.getByText('该条目暂无视频')).toBeInTheDocument();
  });

  it('pages the titles and shows the first video of the new page', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '*',
          element: <VideoTitleList id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
        },
      ],
      '/x',
    );

    await screen.findByRole('list', { name: '视频列表' });
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('button', { name: /公开课7/ })).toHaveAttribute('aria-pressed', 'true');
    expect(player()).toHaveAttribute('src', '/videos/7.mp4');
    expect(router.state.location.search).toBe('?page=2');
  });
});
