import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import ImageBanner from '../image-banner';

const MENU_ID = 11;
const TOTAL = 3;
const AUTOPLAY_MS = 5000;

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `校园风光${id}`,
  url: null,
  image: `/banner/${id}.jpg`,
  summary: `风光${id}的说明`,
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

// jsdom has no layout, hence no element scrolling: record where the carousel is asked to go.
const scrollTo = jest.fn();
const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  scrollTo.mockClear();
  Element.prototype.scrollTo = scrollTo;
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
});

const renderBanner = () =>
  renderRoutes(
    [{ path: '*', element: <ImageBanner id={MENU_ID} menu={null} searchParams={new URLSearchParams()} /> }],
    '/x',
  );

const currentDot = () =>
  within(screen.getByRole('group', { name: '选择图片' })).getByRole('button', { current: true });
const slide = (position: string) => screen.getByRole('group', { name: position });

describe('图片轮播', () => {
  it('shows each image with its caption, then all of them as thumbnails', async () => {
    renderBanner();

    const carousel = await screen.findByRole('region', { name: '图片轮播' });
    expect(carousel).toHaveAttribute('aria-roledescription', '轮播');
    expect(within(slide('1 / 3')).getByRole('img', { name: '校园风光1' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(within(slide('1 / 3')).getByRole('heading', { level: 2, name: '校园风光1' })).toBeInTheDocument();
    expect(within(slide('1 / 3')).getByText('风光1的说明')).toBeInTheDocument();
    const thumbnails = screen.getByRole('heading', { level: 2, name: '全部图片' })
      .parentElement as HTMLElement;
    const thumbnailLinks = within(thumbnails).getAllByRole('link');
    expect(thumbnailLinks).toHaveLength(TOTAL);
    expect(thumbnailLinks[2]).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=3`);
    expect(within(thumbnails).getByRole('img', { name: '校园风光3' })).toHaveAttribute('loading', 'lazy');
  });

  it('moves with the arrows and the dots, wrapping round, and only the shown slide is reachable', async () => {
    const user = userEvent.setup();
    renderBanner();
    await screen.findByRole('region', { name: '图片轮播' });

    expect(currentDot()).toHaveAccessibleName('第 1 张');
    expect(slide('2 / 3')).toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toHaveAccessibleName('第 2 张');
    expect(slide('2 / 3')).not.toHaveAttribute('inert');
    expect(slide('1 / 3')).toHaveAttribute('inert');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));

    await user.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(currentDot()).toHaveAccessibleName('第 3 张');

    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toHaveAccessibleName('第 1 张');

    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(currentDot()).toHaveAccessibleName('第 3 张');
  });

  it('turns by itself, but not while pointed at or focused, nor once stopped', async () => {
    renderBanner();
    const carousel = await screen.findByRole('region', { name: '图片轮播' });

    // The first timer started before the fake clock: hovering clears it, leaving starts a fake one.
    jest.useFakeTimers();
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentDot()).toHaveAccessibleName('第 1 张');

    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentDot()).toHaveAccessibleName('第 2 张');

    const pause = screen.getByRole('button', { name: '暂停自动播放' });
    fireEvent.focus(pause);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentDot()).toHaveAccessibleName('第 2 张');

    fireEvent.blur(pause);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentDot()).toHaveAccessibleName('第 3 张');

    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('开始自动播放');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentDot()).toHaveAccessibleName('第 3 张');
  });

  it('does not turn by itself, nor glide, for visitors who prefer reduced motion', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }));
    const user = userEvent.setup();
    renderBanner();
    await screen.findByRole('region', { name: '图片轮播' });

    expect(screen.queryByRole('button', { name: '暂停自动播放' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });
});
