import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Banner } from '@/api/content-types';
import { SkeletonBlock } from '@/features/content/skeleton';
import { BannerLink } from '@/features/fixed-pages/banner-link';
import { media } from '@/theme/theme';
import { homeMessages } from './messages';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Time each slide stays before the next one (ms). */
const AUTOPLAY_INTERVAL_MS = 5000;
/**
 * The banners' own shape (1920 × 640): the hero keeps it before and after its images arrive
 * (no shift; the first image is the LCP) and shows the whole picture, text baked in included.
 */
const HERO_RATIO = '3 / 1';
/** Beyond this the picture is cropped rather than grown (very wide screens). */
const HERO_MAX_HEIGHT = '640px';
const CONTROL_SIZE = '44px';

/*
 * On phones the banner is too short to lie under the header or the controls: it sits between
 * them on the brand gradient, the controls' strip reserved even while loading (no shift).
 */
const Region = styled.section`
  position: relative;
  padding-top: ${({ theme }) => theme.layout.headerHeightMobile}px;
  padding-bottom: calc(${CONTROL_SIZE} + ${({ theme }) => theme.space[2]}px);
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  ${media.tablet} {
    padding: 0;
  }
  /* The transparent header lies over the top: a shade keeps its white links readable. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    z-index: 1;
    height: ${({ theme }) => theme.layout.headerHeight * 2}px;
    background: linear-gradient(${({ theme }) => theme.colors.overlay}, transparent);
    pointer-events: none;
  }
`;

const Frame = styled.div`
  aspect-ratio: ${HERO_RATIO};
  max-height: ${HERO_MAX_HEIGHT};
  width: 100%;
`;

const Track = styled(Frame)`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  height: 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;
  > a,
  > div {
    display: block;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/* Under the banner on phones (it is short there), over its lower edge on larger screens. */
const Controls = styled.div`
  position: absolute;
  inset: auto 0 ${({ theme }) => theme.space[1]}px;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  ${media.tablet} {
    bottom: ${({ theme }) => theme.space[3]}px;
  }
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: ${CONTROL_SIZE};
  height: ${CONTROL_SIZE};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  line-height: 1;
`;

const Dots = styled.div`
  display: flex;
`;

/** A 44px target around a small dot: easy to hit with a thumb. */
const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: ${CONTROL_SIZE};
  padding: 0;
  border: 0;
  background: none;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.onPrimary};
    opacity: 0.5;
    transition: width 0.2s ease;
  }
  &[aria-current='true']::before {
    width: 22px;
    border-radius: ${({ theme }) => theme.radii.small}px;
    opacity: 1;
  }
`;

type BannerCarouselProps = {
  banners: readonly Banner[];
  isLoading: boolean;
  intervalMs?: number;
};

/**
 * The home page's full-width carousel: CSS scroll-snap slides (swipe on phones), previous /
 * next / dot buttons, autoplay that pauses on hover and focus, on request, and never runs
 * for visitors who prefer reduced motion.
 */
export function BannerCarousel({
  banners,
  isLoading,
  intervalMs = AUTOPLAY_INTERVAL_MS,
}: BannerCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const autoplay = count > 1 && !stopped && !reducedMotion;
  const rotating = autoplay && !hovered && !focused;

  const goTo = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      setCurrent(next);
      const track = trackRef.current;
      // scrollTo is missing on elements in some test DOMs; the state above is what counts.
      track?.scrollTo?.({ left: next * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => goTo(current + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, goTo, intervalMs]);

  /** A swipe moves the track itself: follow it so the dots stay right. */
  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  if (isLoading) {
    return (
      <Region aria-label={homeMessages.carousel} aria-busy="true">
        <Frame>
          <SkeletonBlock $height="100%" />
        </Frame>
      </Region>
    );
  }

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={homeMessages.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Track ref={trackRef} onScroll={onScroll} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, index) => {
          // The picture carries its own headline: the title is its alternative text.
          const picture = (
            <img
              src={banner.image}
              alt={banner.title}
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          );
          return (
            <Slide
              key={banner.id}
              role="group"
              aria-roledescription={homeMessages.slide}
              aria-label={homeMessages.slideN(index + 1, count)}
            >
              {banner.url ? <BannerLink url={banner.url}>{picture}</BannerLink> : <div>{picture}</div>}
            </Slide>
          );
        })}
      </Track>
      {count > 1 && (
        <Controls>
          <RoundButton
            type="button"
            aria-label={homeMessages.previousSlide}
            onClick={() => goTo(current - 1)}
          >
            ‹
          </RoundButton>
          <Dots role="group" aria-label={homeMessages.slidePicker}>
            {banners.map((banner, index) => (
              <Dot
                key={banner.id}
                type="button"
                aria-label={homeMessages.goToSlide(index + 1, banner.title)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </Dots>
          <RoundButton type="button" aria-label={homeMessages.nextSlide} onClick={() => goTo(current + 1)}>
            ›
          </RoundButton>
          {!reducedMotion && (
            <RoundButton
              type="button"
              aria-label={stopped ? homeMessages.resumeAutoplay : homeMessages.pauseAutoplay}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? '▶' : '❚❚'}
            </RoundButton>
          )}
        </Controls>
      )}
    </Region>
  );
}
