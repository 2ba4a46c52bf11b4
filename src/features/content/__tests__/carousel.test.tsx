import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { matchMediaQueries } from '@/testing/match-media';
import { AutoplayToggle, Carousel, type CarouselControlsProps, CarouselDots } from '../carousel';
import { REDUCED_MOTION_QUERY } from '../use-media-query';
import { currentDotIn, expectStepsWrapAround } from '@/testing/carousel';

type Slide = { id: number; title: string };
const SLIDES: Slide[] = [1, 2, 3].map((id) => ({ id, title: `幻灯${id}` }));
const INTERVAL_MS = 1000;

function Controls({ carousel }: CarouselControlsProps<Slide>) {
  return (
    <>
      <button type="button" onClick={() => carousel.goTo(carousel.active - 1)}>
        上一张
      </button>
      <button type="button" onClick={() => carousel.goTo(carousel.active + 1)}>
        下一张
      </button>
      <CarouselDots carousel={carousel} label="选择幻灯片" dotLabel={(index) => `第 ${index + 1} 张`} />
      <AutoplayToggle carousel={carousel} />
    </>
  );
}

const renderCarousel = (slides: Slide[] = SLIDES) =>
  render(
    <ThemeProvider theme={theme}>
      <Carousel
        items={slides}
        label="测试轮播"
        intervalMs={INTERVAL_MS}
        describe={(slide) => slide.title}
        renderSlide={(slide) => <a href={`/slide/${slide.id}`}>{slide.title}</a>}
        controls={Controls}
      />
    </ThemeProvider>,
  );

const currentDot = () => currentDotIn('选择幻灯片');
const slide = (position: number) => screen.getByRole('group', { name: `第 ${position} 张，共 3 张` });
const liveRegion = (carousel: HTMLElement) => carousel.querySelector('[aria-live]') as HTMLElement;

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no layout: where the track is asked to scroll is what is checked.
  scrollTo = jest.spyOn(Element.prototype, 'scrollTo');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Carousel', () => {
  it('is a named carousel region of slides, only the shown one reachable', () => {
    renderCarousel();

    const carousel = screen.getByRole('region', { name: '测试轮播' });
    expect(carousel).toHaveAttribute('aria-roledescription', '轮播');
    expect(slide(1)).toHaveAttribute('aria-roledescription', '幻灯片');
    expect(slide(1)).not.toHaveAttribute('inert');
    expect(slide(2)).toHaveAttribute('inert');
    expect(currentDot()).toHaveAccessibleName('第 1 张');
  });

  it('moves with the buttons and the dots, wrapping at both ends, gliding, and says where it is', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: '测试轮播' });

    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toHaveAccessibleName('第 2 张');
    expect(slide(2)).not.toHaveAttribute('inert');
    expect(slide(1)).toHaveAttribute('inert');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    // Focus is inside, so it does not turn by itself: the move is announced.
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion(carousel)).toHaveTextContent('第 2 张，共 3 张 幻灯2');

    await expectStepsWrapAround(user, '选择幻灯片');
  });

  it('turns by itself, silently, but not while pointed at or focused, nor once stopped', () => {
    jest.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: '测试轮播' });
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'off');

    act(() => jest.advanceTimersByTime(INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('第 2 张');

    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(INTERVAL_MS * 2));
    expect(currentDot()).toHaveAccessibleName('第 2 张');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('第 3 张');

    const pause = screen.getByRole('button', { name: '暂停自动播放' });
    fireEvent.focus(pause);
    act(() => jest.advanceTimersByTime(INTERVAL_MS * 2));
    expect(currentDot()).toHaveAccessibleName('第 3 张');
    fireEvent.blur(pause);
    act(() => jest.advanceTimersByTime(INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('第 1 张');

    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('继续自动播放');
    act(() => jest.advanceTimersByTime(INTERVAL_MS * 3));
    expect(currentDot()).toHaveAccessibleName('第 1 张');
    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('暂停自动播放');
    act(() => jest.advanceTimersByTime(INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('第 2 张');
  });

  it('neither turns by itself nor glides for visitors who prefer reduced motion', async () => {
    matchMediaQueries((query) => query === REDUCED_MOTION_QUERY);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();

    expect(screen.queryByRole('button', { name: '暂停自动播放' })).not.toBeInTheDocument();
    // Three intervals on the fake clock, each of which would have turned a slide.
    act(() => jest.advanceTimersByTime(INTERVAL_MS * 3));
    expect(currentDot()).toHaveAccessibleName('第 1 张');

    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('follows a swipe once the track rests on a slide', () => {
    jest.useFakeTimers();
    renderCarousel();
    const track = slide(1).parentElement as HTMLElement;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });

    track.scrollLeft = 600;
    fireEvent.scroll(track);
    expect(currentDot()).toHaveAccessibleName('第 1 张');
    act(() => jest.advanceTimersByTime(200));
    expect(currentDot()).toHaveAccessibleName('第 3 张');
  });

  it('does not turn a single slide, and offers no autoplay to stop', () => {
    jest.useFakeTimers();
    renderCarousel([SLIDES[0] as Slide]);

    act(() => jest.advanceTimersByTime(INTERVAL_MS * 3));
    expect(currentDot()).toHaveAccessibleName('第 1 张');
    expect(screen.queryByRole('button', { name: '暂停自动播放' })).not.toBeInTheDocument();
  });
});
