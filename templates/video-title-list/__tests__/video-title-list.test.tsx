import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import VideoTitleList from '../video-title-list';

const MENU_ID = 20;
const LESSONS = contentItems(7, MENU_ID, { title: '公开课' }).map((lesson) => ({
  ...lesson,
  image: `/posters/${lesson.id}.jpg`,
  // The third lesson has no video yet.
  video: lesson.id === 3 ? null : `/videos/${lesson.id}.mp4`,
}));
installContentServer({ items: LESSONS });

afterEach(() => jest.restoreAllMocks());

const player = () => document.querySelector('video');

describe('视频标题列表', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('shows the first video without playing it, and plays a title when it is clicked', async () => {
    renderTemplate(VideoTitleList, { id: MENU_ID });

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
    const { router } = renderTemplate(VideoTitleList, { id: MENU_ID });

    await screen.findByRole('list', { name: '视频列表' });
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('button', { name: /公开课7/ })).toHaveAttribute('aria-pressed', 'true');
    expect(player()).toHaveAttribute('src', '/videos/7.mp4');
    expect(router.state.location.search).toBe('?page=2');
  });
});
