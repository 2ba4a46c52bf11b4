import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import { BannerCarousel } from '../banner-carousel';

const banner = (id: number): Banner => ({
  id,
  platform: 'company',
  title: `横幅${id}`,
  image: `/banner-${id}.jpg`,
  url: null,
  sort: id,
});
const BANNERS = [banner(1), banner(2), banner(3)];
/** Short enough for a test, long enough for a hover to land before the first turn. */
const INTERVAL_MS = 200;

const renderCarousel = (banners: Banner[] = BANNERS) =>
  renderRoutes(
    [{ path: '*', element: <BannerCarousel banners={banners} isLoading={false} intervalMs={INTERVAL_MS} /> }],
    '/x',
  );

const currentDot = () =>
  within(screen.getByRole('group', { name: '选择幻灯片' }))
    .getAllByRole('button')
    .find((dot) => dot.getAttribute('aria-current') === 'true');

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function preferReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

afterEach(() => {
  // jsdom has no matchMedia of its own: leave none behind.
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('首页轮播', () => {
  it('moves with the previous, next and dot buttons, wrapping at both ends', async () => {
    preferReducedMotion(true);
    renderCarousel();

    expect(screen.getByRole('img', { name: '横幅1' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: '横幅2' })).toHaveAttribute('loading', 'lazy');
    expect(currentDot()).toHaveAccessibleName('第 1 张：横幅1');

    await userEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toHaveAccessibleName('第 2 张：横幅2');

    await userEvent.click(screen.getByRole('button', { name: '第 1 张：横幅1' }));
    await userEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(currentDot()).toHaveAccessibleName('第 3 张：横幅3');
  });

  it('plays on its own, but not while hovered nor once paused', async () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: '首页轮播' });

    await userEvent.hover(carousel);
    await wait(INTERVAL_MS * 2);
    expect(currentDot()).toHaveAccessibleName('第 1 张：横幅1');

    await userEvent.unhover(carousel);
    await wait(INTERVAL_MS * 1.5);
    expect(currentDot()).toHaveAccessibleName('第 2 张：横幅2');

    await userEvent.click(screen.getByRole('button', { name: '暂停自动播放' }));
    // Focus on the button pauses too: take it away so only the button's state holds the slide.
    act(() => screen.getByRole('button', { name: '继续自动播放' }).blur());
    await userEvent.unhover(carousel);
    await wait(INTERVAL_MS * 2);
    expect(currentDot()).toHaveAccessibleName('第 2 张：横幅2');
  });

  it('never plays by itself for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    renderCarousel();

    await wait(INTERVAL_MS * 3);
    expect(currentDot()).toHaveAccessibleName('第 1 张：横幅1');
    expect(screen.queryByRole('button', { name: '暂停自动播放' })).not.toBeInTheDocument();
  });

  it('shows a single banner without controls', () => {
    renderCarousel([banner(1)]);
    expect(screen.getByRole('img', { name: '横幅1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
  });
});
