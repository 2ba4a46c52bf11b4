import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import ImageBanner from '../image-banner';
import { currentDotIn, expectStepsWrapAround } from '@/testing/carousel';

const MENU_ID = 11;
const TOTAL = 3;
installContentServer({
  items: contentItems(TOTAL, MENU_ID, { title: '校园风光' }).map((item) => ({
    ...item,
    summary: `风光${item.id}的说明`,
  })),
});

// The carousel's behaviour (autoplay and its pauses, reduced motion, swipes) is the kit's:
// src/features/content/__tests__/carousel.test.tsx. Here: this page's slides, controls and thumbnails.
const renderBanner = () => renderTemplate(ImageBanner, { id: MENU_ID });

const currentDot = () => currentDotIn('选择图片');
const slide = (position: string) => screen.getByRole('group', { name: position });

describe('图片轮播', () => {
  it('shows each image with its caption, then all of them as thumbnails', async () => {
    renderBanner();

    const carousel = await screen.findByRole('region', { name: '图片轮播' });
    expect(carousel).toHaveAttribute('aria-roledescription', '轮播');
    // The caption names the slide's link: its picture is decorative.
    const firstSlide = slide('第 1 张，共 3 张');
    expect(within(firstSlide).getByRole('link', { name: /校园风光1/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=1`,
    );
    expect(firstSlide.querySelector('img')).toHaveAttribute('alt', '');
    expect(firstSlide.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(firstSlide).getByRole('heading', { level: 2, name: '校园风光1' })).toBeInTheDocument();
    expect(within(firstSlide).getByText('风光1的说明')).toBeInTheDocument();
    const thumbnails = screen.getByRole('heading', { level: 2, name: '全部图片' })
      .parentElement as HTMLElement;
    const thumbnailLinks = within(thumbnails).getAllByRole('link');
    expect(thumbnailLinks).toHaveLength(TOTAL);
    expect(thumbnailLinks[2]).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=3`);
    expect(thumbnailLinks[2]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(thumbnailLinks[2]?.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('moves with the arrows and the dots, wrapping round, and only the shown slide is reachable', async () => {
    const user = userEvent.setup();
    renderBanner();
    await screen.findByRole('region', { name: '图片轮播' });

    expect(currentDot()).toHaveAccessibleName('第 1 张');
    expect(slide('第 2 张，共 3 张')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: '暂停自动播放' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toHaveAccessibleName('第 2 张');
    expect(slide('第 2 张，共 3 张')).not.toHaveAttribute('inert');
    expect(slide('第 1 张，共 3 张')).toHaveAttribute('inert');

    await expectStepsWrapAround(user, '选择图片');
  });
});
