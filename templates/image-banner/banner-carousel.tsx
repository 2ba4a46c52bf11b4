import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { ContentItem } from '@/api/content-types';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { Container } from '@/features/content/layout';
import { media } from '@/theme/theme';
import { imageBannerMessages as messages } from './messages';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const AUTOPLAY_MS = 5000;
/** Scroll events stop this long before a swipe counts as settled on a slide. */
const SCROLL_SETTLE_MS = 120;
const PHONE_RATIO = '16 / 9';
const WIDE_RATIO = '12 / 5';
const SLIDE_MAX_HEIGHT = '560px';
const ARROW_SIZE = '44px';
const DOT_SIZE = '12px';
/** The touch target of a dot and of the play/pause button. */
const CONTROL_SIZE = '32px';

/** The slide's box, shared with the loading skeleton so the page does not move. */
export const slideFrame = css`
  && {
    aspect-ratio: ${PHONE_RATIO};
    max-height: ${SLIDE_MAX_HEIGHT};
    ${media.tablet} {
      aspect-ratio: ${WIDE_RATIO};
    }
  }
`;

/** The controls strip under the slides, also kept by the skeleton. */
export const CONTROLS_HEIGHT = '48px';

const Region = styled.section`
  position: relative;
`;

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  scroll-snap-align: start;
`;

const SlideLink = styled(ContentLink)`
  display: block;
  /* The track clips overflow: an outer focus ring would be cut off. */
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.space[1]}px;
  }
`;

const SlideImage = styled(ContentImage)`
  ${slideFrame}
`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => `${theme.space[7]}px 0 ${theme.space[4]}px`};
  background: linear-gradient(
    to top,
    ${({ theme }) => `${theme.colors.overlay}, ${theme.colors.overlay} 50%`},
    transparent
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  text-shadow: 0 1px 2px ${({ theme }) => theme.colors.overlay};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[6]}px;
    }
  }
  p {
    display: none;
    margin: ${({ theme }) => theme.space[2]}px 0 0;
    max-width: 60ch;
    ${media.tablet} {
      display: block;
    }
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => `${$side}: ${theme.space[3]}px;`}
  width: ${ARROW_SIZE};
  height: ${ARROW_SIZE};
  transform: translateY(calc(-50% - ${CONTROLS_HEIGHT} / 2));
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
  line-height: 1;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  height: ${CONTROLS_HEIGHT};
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** A small dot inside a larger touch target. */
const Dot = styled.button`
  display: grid;
  place-items: center;
  width: ${CONTROL_SIZE};
  height: ${CONTROL_SIZE};
  padding: 0;
  border: 0;
  background: none;
  &::before {
    content: '';
    width: ${DOT_SIZE};
    height: ${DOT_SIZE};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.border};
    transition:
      background-color 0.2s ease,
      transform 0.2s ease;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
    transform: scale(1.25);
  }
`;

const PlayToggle = styled.button`
  min-width: ${CONTROL_SIZE};
  height: ${CONTROL_SIZE};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

type BannerCarouselProps = { items: readonly ContentItem[]; label: string };

/**
 * A carousel on CSS scroll-snap: swipe, arrows or dots move it; it turns by itself unless the
 * visitor prefers reduced motion, stopped it, or is pointing at or focused inside it.
 */
export function BannerCarousel({ items, label }: BannerCarouselProps) {
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
      track?.scrollTo({ left: next * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [count, reducedMotion],
  );

  // One timer per shown slide: moving by hand restarts the wait.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => goTo(active + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active, goTo]);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  // A swipe ends wherever the snap puts it: read the slide from the scroll position once it rests.
  const onScroll = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const track = trackRef.current;
      if (track && track.clientWidth > 0) setActive(Math.round(track.scrollLeft / track.clientWidth));
    }, SCROLL_SETTLE_MS);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Region
      aria-roledescription={messages.carouselRole}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Track ref={trackRef} onScroll={onScroll}>
        {items.map((item, index) => (
          <Slide
            key={item.id}
            role="group"
            aria-roledescription={messages.slideRole}
            aria-label={messages.slidePosition(index + 1, count)}
            inert={index !== active}
          >
            <SlideLink item={item}>
              <SlideImage src={item.image} alt={item.title} ratio={PHONE_RATIO} priority={index === 0} />
              <Caption>
                <Container>
                  <h2>{item.title}</h2>
                  {item.summary && <p>{item.summary}</p>}
                </Container>
              </Caption>
            </SlideLink>
          </Slide>
        ))}
      </Track>
      {count > 1 && (
        <>
          <Arrow type="button" $side="left" aria-label={messages.previous} onClick={() => goTo(active - 1)}>
            ‹
          </Arrow>
          <Arrow type="button" $side="right" aria-label={messages.next} onClick={() => goTo(active + 1)}>
            ›
          </Arrow>
        </>
      )}
      <Controls>
        {/* Moving by hand is announced; turning by itself is not (it would talk every five seconds). */}
        <span className="visually-hidden" aria-live={rotating ? 'off' : 'polite'}>
          {`${messages.slidePosition(active + 1, count)} ${items[active]?.title ?? ''}`}
        </span>
        {count > 1 && (
          <Dots role="group" aria-label={messages.slidePicker}>
            {items.map((item, index) => (
              <Dot
                key={item.id}
                type="button"
                aria-label={messages.goToSlide(index + 1)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </Dots>
        )}
        {canAutoplay && (
          <PlayToggle
            type="button"
            aria-label={stopped ? messages.play : messages.pause}
            onClick={() => setStopped((value) => !value)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </PlayToggle>
        )}
      </Controls>
    </Region>
  );
}
