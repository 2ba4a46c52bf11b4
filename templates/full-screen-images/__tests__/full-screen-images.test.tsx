import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import FullScreenImages from '../full-screen-images';

const MENU_ID = 15;
const TOTAL = 3;
installContentServer({
  items: contentItems(TOTAL, MENU_ID, { title: '全景' }).map((item) => ({
    ...item,
    summary: `全景${item.id}的介绍`,
  })),
});

afterEach(() => jest.restoreAllMocks());

/** jsdom has no layout: the screens scrolled into view, in order. */
const scrolledInto = () => {
  const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
  return () => scrollIntoView.mock.contexts;
};

const renderScreens = () => renderTemplate(FullScreenImages, { id: MENU_ID, path: '/word_list15?id=15' });

describe('全屏图片', () => {
  it('gives every image a screen with its title and summary over it', async () => {
    renderScreens();

    const first = await screen.findByRole('region', { name: '全景1' });
    // The title is written over the picture: the picture is decorative.
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(first).getByRole('heading', { level: 2, name: '全景1' })).toBeInTheDocument();
    expect(within(first).getByText('全景1的介绍')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^全景\d$/ })).toHaveLength(TOTAL);
  });

  it('"next" brings the following screen into view and focus, the last one goes back to the first', async () => {
    const user = userEvent.setup();
    const screensShown = scrolledInto();
    renderScreens();

    const first = await screen.findByRole('region', { name: '全景1' });
    const second = screen.getByRole('region', { name: '全景2' });
    const third = screen.getByRole('region', { name: '全景3' });

    await user.click(within(first).getByRole('button', { name: '下一张' }));
    expect(screensShown()).toEqual([second]);
    expect(second).toHaveFocus();

    await user.click(within(third).getByRole('button', { name: '回到第一张' }));
    expect(screensShown()).toEqual([second, first]);
    expect(first).toHaveFocus();
  });
});
