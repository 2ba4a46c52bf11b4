import styled, { css } from 'styled-components';
import type { Banner } from '@contract/site-banner';
import {
  AutoplayToggle,
  Carousel,
  type CarouselControlsProps,
  CarouselDots,
  CarouselSlide,
  CarouselTrack,
} from '@/features/content/carousel';
import { contentMessages } from '@/features/content/messages';
import { SkeletonBlock } from '@/features/content/skeleton';
import { BannerLink } from '@/features/fixed-pages/banner-link';
import { media } from '@/theme/theme';
import { homeMessages } from './messages';
import { mediaSource } from '@contract/url-policy';

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
const Hero = styled(Carousel<Banner>)`
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
  ${CarouselTrack} {
    aspect-ratio: ${HERO_RATIO};
    max-height: ${HERO_MAX_HEIGHT};
  }
  ${CarouselSlide} {
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
  }
`;

/** The loading hero: the same box as the loaded one. */
const Placeholder = styled.section`
  position: relative;
  padding-top: ${({ theme }) => theme.layout.headerHeightMobile}px;
  padding-bottom: calc(${CONTROL_SIZE} + ${({ theme }) => theme.space[2]}px);
  ${media.tablet} {
    padding: 0;
  }
`;

const Frame = styled.div`
  aspect-ratio: ${HERO_RATIO};
  max-height: ${HERO_MAX_HEIGHT};
  width: 100%;
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

const round = css`
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

const RoundButton = styled.button`
  ${round}
`;

const PauseButton = styled(AutoplayToggle)`
  ${round}
`;

/** A 44px target around a small dot that grows into a bar when current. */
const Dots = styled(CarouselDots)`
  button {
    width: 28px;
    height: ${CONTROL_SIZE};
  }
  button::before {
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.onPrimary};
    opacity: 0.5;
    transition: width 0.2s ease;
  }
  button[aria-current='true']::before {
    width: 22px;
    border-radius: ${({ theme }) => theme.radii.small}px;
    opacity: 1;
  }
`;

function HeroControls({ carousel, items }: CarouselControlsProps<Banner>) {
  if (carousel.count < 2) return null;
  return (
    <Controls>
      <RoundButton
        type="button"
        aria-label={contentMessages.previousSlide}
        onClick={() => carousel.goTo(carousel.active - 1)}
      >
        ‹
      </RoundButton>
      <Dots
        carousel={carousel}
        label={homeMessages.slidePicker}
        dotLabel={(index) => homeMessages.goToSlide(index + 1, items[index]?.title ?? '')}
      />
      <RoundButton
        type="button"
        aria-label={contentMessages.nextSlide}
        onClick={() => carousel.goTo(carousel.active + 1)}
      >
        ›
      </RoundButton>
      <PauseButton carousel={carousel} />
    </Controls>
  );
}

type BannerCarouselProps = {
  banners: readonly Banner[];
  isLoading: boolean;
  intervalMs?: number;
};

/** The home page's full-width hero: the platform's banners, their pictures whole, controls below. */
export function BannerCarousel({ banners, isLoading, intervalMs }: BannerCarouselProps) {
  if (isLoading) {
    return (
      <Placeholder aria-label={homeMessages.carousel} aria-busy="true">
        <Frame>
          <SkeletonBlock $height="100%" />
        </Frame>
      </Placeholder>
    );
  }

  return (
    <Hero
      items={banners}
      label={homeMessages.carousel}
      intervalMs={intervalMs}
      describe={(banner) => banner.title}
      renderSlide={(banner, index) => {
        // The picture carries its own headline: the title is its alternative text.
        const picture = (
          <img
            src={mediaSource(banner.image) ?? undefined}
            alt={banner.title}
            decoding={index === 0 ? 'sync' : 'async'}
            loading={index === 0 ? 'eager' : 'lazy'}
            {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
          />
        );
        return banner.url ? <BannerLink url={banner.url}>{picture}</BannerLink> : <div>{picture}</div>;
      }}
      controls={HeroControls}
    />
  );
}
