import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@contract/site-banner';
import { REDUCED_MOTION_QUERY } from '@/features/content/use-media-query';
import { banner } from '@/testing/fixtures';
import { matchMediaQueries } from '@/testing/match-media';
import { renderRoutes } from '@/testing/render';
import { BannerCarousel } from '../banner-carousel';

const BANNERS = [banner(1), banner(2, { url: '/online_registration' }), banner(3)];

// The carousel's behaviour (autoplay and its pauses, reduced motion, swipes) is the kit's:
// src/features/content/__tests__/carousel.test.tsx. Here: the home page's banners and controls.
const renderCarousel = (banners: Banner[] = BANNERS, isLoading = false) =>
  renderRoutes([{ path: '*', element: <BannerCarousel banners={banners} isLoading={isLoading} /> }], '/x');

const currentDot = () =>
  within(screen.getByRole('group', { name: '选择幻灯片' })).getByRole('button', { current: true });

describe('首页轮播', () => {
  it('writes each title over its picture, the first picture loaded first, linked where it has a url', () => {
    const { container } = renderCarousel();

    expect(screen.getByRole('region', { name: '首页轮播' })).toHaveAttribute('aria-roledescription', '轮播');
    // The title is text; the picture behind it is decoration (no text baked in to repeat).
    const pictures = container.querySelectorAll('img');
    expect([...pictures].map((picture) => picture.getAttribute('alt'))).toEqual(['', '', '']);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('横幅1', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '横幅2' })).toHaveAttribute('href', '/online_registration');
    expect(screen.queryByRole('link', { name: '横幅1' })).not.toBeInTheDocument();
  });

  it('shows a "主题 · 说明" title as a headline and its line', () => {
    renderCarousel([banner(1, { title: '华夏教育集团 · 成就每一位终身学习者', url: '/about_us' })]);
    const link = screen.getByRole('link', { name: '华夏教育集团 成就每一位终身学习者' });
    expect(link.querySelector('strong')).toHaveTextContent(/^华夏教育集团$/);
    expect(link.querySelector('strong + span')).toHaveTextContent(/^成就每一位终身学习者$/);
  });

  it('moves with the previous, next and dot buttons, wrapping at both ends', async () => {
    matchMediaQueries((query) => query === REDUCED_MOTION_QUERY);
    renderCarousel();

    expect(currentDot()).toHaveAccessibleName('第 1 张：横幅1');

    await userEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toHaveAccessibleName('第 2 张：横幅2');

    await userEvent.click(screen.getByRole('button', { name: '第 1 张：横幅1' }));
    await userEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(currentDot()).toHaveAccessibleName('第 3 张：横幅3');
  });

  it('offers to pause the autoplay, and no such button for visitors who prefer reduced motion', async () => {
    const { unmount } = renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: '暂停自动播放' }));
    expect(screen.getByRole('button', { name: '继续自动播放' })).toBeInTheDocument();
    unmount();

    matchMediaQueries((query) => query === REDUCED_MOTION_QUERY);
    renderCarousel();
    expect(screen.queryByRole('button', { name: '暂停自动播放' })).not.toBeInTheDocument();
  });

  it('shows a single banner without controls, and a busy placeholder while the banners load', () => {
    const { unmount } = renderCarousel([banner(1)]);
    expect(screen.getByText('横幅1')).toBeVisible();
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '暂停自动播放' })).not.toBeInTheDocument();
    unmount();

    renderCarousel([], true);
    expect(screen.getByRole('region', { name: '首页轮播' })).toHaveAttribute('aria-busy', 'true');
  });
});
