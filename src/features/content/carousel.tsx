import {
  type ComponentType,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { contentMessages } from './messages';
import { usePrefersReducedMotion } from './use-media-query';

/** Time each slide stays before the next one (ms). */
export const AUTOPLAY_INTERVAL_MS = 5000;
/** Scroll events stop this long before a swipe counts as settled on a slide. */
const SCROLL_SETTLE_MS = 120;

/** The slides side by side, one screen wide each: CSS scroll-snap gives the swipe on phones. */
export const CarouselTrack = styled.div`
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const CarouselSlide = styled.div`
  position: relative;
  flex: 0 0 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

/** What a template's controls act on. */
export type CarouselState = {
  count: number;
  /** The slide shown. */
  active: number;
  /** Shows a slide; any index, wrapping round at both ends. */
  goTo: (index: number) => void;
  /** More than one slide and no wish for reduced motion: autoplay, and a button to stop it. */
  canAutoplay: boolean;
  stopped: boolean;
  toggleAutoplay: () => void;
};

/** What a template's controls component receives. */
export type CarouselControlsProps<T> = { carousel: CarouselState; items: readonly T[] };

type CarouselProps<T extends { id: number }> = {
  items: readonly T[];
  /** The region's name. */
  label: string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** The buttons (previous, next, dots, pause), placed and styled by the template. */
  controls: ComponentType<CarouselControlsProps<T>>;
  /** Said with the position when a visitor moves to a slide (its title). */
  describe: (item: T) => string;
  intervalMs?: number;
  className?: string;
};

/**
 * A carousel of full-width slides: swipe, buttons or dots move it; it turns by itself unless
 * the visitor prefers reduced motion, stopped it, or is pointing at or focused inside it. Only
 * the slide shown can be reached with the keyboard; moving by hand is announced, turning by
 * itself is not (it would talk every few seconds).
 */
export function Carousel<T extends { id: number }>({
  items,
  label,
  renderSlide,
  controls: Controls,
  describe,
  intervalMs = AUTOPLAY_INTERVAL_MS,
  className,
}: CarouselProps<T>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const canAutoplay = count > 1 && !reducedMotion;
  const rotating = canAutoplay && !stopped && !hovered && !focused;

  const goTo = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      const track = trackRef.current;
      setActive(next);
      // scrollTo is missing on elements in some test DOMs; the state above is what counts.
      track?.scrollTo?.({ left: next * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [count, reducedMotion],
  );

  // One timer per slide shown: moving by hand restarts the wait.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => goTo(active + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, active, goTo, intervalMs]);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  // A swipe ends wherever the snap puts it: read the slide from the scroll position once it rests.
  const onScroll = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const index = Math.round(track.scrollLeft / track.clientWidth);
      if (index >= 0 && index < count) setActive(index);
    }, SCROLL_SETTLE_MS);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const shown = items[active];
  return (
    <section
      className={className}
      aria-roledescription={contentMessages.carousel}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <CarouselTrack ref={trackRef} onScroll={onScroll}>
        {items.map((item, index) => (
          <CarouselSlide
            key={item.id}
            role="group"
            aria-roledescription={contentMessages.slide}
            aria-label={contentMessages.slideN(index + 1, count)}
            inert={index !== active}
          >
            {renderSlide(item, index)}
          </CarouselSlide>
        ))}
      </CarouselTrack>
      <span className="visually-hidden" aria-live={rotating ? 'off' : 'polite'}>
        {shown && `${contentMessages.slideN(active + 1, count)} ${describe(shown)}`}
      </span>
      <Controls
        items={items}
        carousel={{
          count,
          active,
          goTo,
          canAutoplay,
          stopped,
          toggleAutoplay: () => setStopped((value) => !value),
        }}
      />
    </section>
  );
}

type CarouselDotsProps = {
  carousel: CarouselState;
  /** The group's name ("选择幻灯片"). */
  label: string;
  /** Each dot's name, from the slide's index. */
  dotLabel: (index: number) => string;
  className?: string;
};

/** Bare buttons in a row: a template sizes them and draws the dot (a ::before) in its own look. */
const DotRow = styled.div`
  display: flex;
  button {
    display: grid;
    place-items: center;
    padding: 0;
    border: 0;
    background: none;
  }
  button::before {
    content: '';
  }
`;

/**
 * One button per slide, the current one marked (aria-current): the look is the template's
 * (style its buttons and their ::before).
 */
export function CarouselDots({ carousel, label, dotLabel, className }: CarouselDotsProps) {
  return (
    <DotRow role="group" aria-label={label} className={className}>
      {Array.from({ length: carousel.count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={dotLabel(index)}
          aria-current={index === carousel.active ? 'true' : undefined}
          onClick={() => carousel.goTo(index)}
        />
      ))}
    </DotRow>
  );
}

/** Stops and resumes the autoplay; absent when there is none. */
export function AutoplayToggle({ carousel, className }: { carousel: CarouselState; className?: string }) {
  if (!carousel.canAutoplay) return null;
  return (
    <button
      type="button"
      className={className}
      aria-label={carousel.stopped ? contentMessages.resumeAutoplay : contentMessages.pauseAutoplay}
      onClick={carousel.toggleAutoplay}
    >
      <span aria-hidden="true">{carousel.stopped ? '▶' : '❚❚'}</span>
    </button>
  );
}

type CarouselStepProps = { carousel: CarouselState; step: -1 | 1; className?: string };

/** The previous (‹) or next (›) slide's button: the look is the template's. */
export function CarouselStep({ carousel, step, className }: CarouselStepProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={step < 0 ? contentMessages.previousSlide : contentMessages.nextSlide}
      onClick={() => carousel.goTo(carousel.active + step)}
    >
      {step < 0 ? '‹' : '›'}
    </button>
  );
}
