import styled, { css } from 'styled-components';
import type { BannerOnSite as Banner } from '@contract/media-on-site';
import {
  AutoplayToggle,
  Carousel,
  type CarouselControlsProps,
  CarouselDots,
  CarouselSlide,
  CarouselStep,
  CarouselTrack,
} from '@/features/content/carousel';
import { SkeletonBlock } from '@/features/content/skeleton';
import { BannerLink } from '@/features/fixed-pages/banner-link';
import { media } from '@/theme/theme';
import { homeMessages } from './messages';
import { mediaSource } from '@contract/url-policy';

/**
 * The banners' own shape (1920 × 640) from tablets up: the hero keeps it before and after its
 * images arrive (no shift; the first image is the LCP). On phones a 3:1 strip would be 125 px
 * tall, too short for a title: the hero is 220 px there and the picture is cropped to its right
 * part (the demo's scenes stand there, the left is the colour the title is written over).
 */
const HERO_RATIO = '3 / 1';
const PHONE_HERO_HEIGHT = '220px';
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
    height: ${PHONE_HERO_HEIGHT};
    ${media.tablet} {
      height: auto;
      aspect-ratio: ${HERO_RATIO};
      max-height: ${HERO_MAX_HEIGHT};
    }
  }
  ${CarouselSlide} {
    > a,
    > div {
      position: relative;
      display: block;
      height: 100%;
    }
    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
      object-position: right center;
    }
  }
`;

/**
 * The banner's title, written over its picture as text (readable and editable at any width):
 * at the bottom on phones over a shade, on the left from tablets up. "主题 · 说明" titles show
 * their first part as the headline.
 */
const Caption = styled.span`
  position: absolute;
  inset: auto 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px ${theme.space[3]}px`};
  /* Dark enough under the smaller line for white text over a light picture (4.5:1). */
  background: linear-gradient(transparent, rgba(15, 23, 42, 0.78) 45%);
  color: ${({ theme }) => theme.colors.onPrimary};
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.45);
  strong,
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  strong {
    font-size: 24px;
    line-height: 1.3;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
  ${media.tablet} {
    inset: 0 auto 0
      max(${({ theme }) => theme.space[6]}px, calc((100% - ${({ theme }) => theme.layout.maxWidth}px) / 2));
    width: min(42%, 640px);
    align-content: center;
    padding: 0;
    background: none;
    strong {
      font-size: clamp(36px, 3.4vw, 48px);
    }
    span {
      font-size: clamp(18px, 1.6vw, 24px);
    }
  }
`;

const TITLE_PARTS = /\s+·\s+/;

function BannerCaption({ title }: { title: string }) {
  const [headline = title, ...rest] = title.split(TITLE_PARTS);
  return (
    <Caption>
      <strong>{headline}</strong>
      {rest.length > 0 && <span>{rest.join(' · ')}</span>}
    </Caption>
  );
}

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
  height: ${PHONE_HERO_HEIGHT};
  width: 100%;
  ${media.tablet} {
    height: auto;
    aspect-ratio: ${HERO_RATIO};
    max-height: ${HERO_MAX_HEIGHT};
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

const StepButton = styled(CarouselStep)`
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
      <StepButton carousel={carousel} step={-1} />
      <Dots
        carousel={carousel}
        label={homeMessages.slidePicker}
        dotLabel={(index) => homeMessages.goToSlide(index + 1, items[index]?.title ?? '')}
      />
      <StepButton carousel={carousel} step={1} />
      <PauseButton carousel={carousel} />
    </Controls>
  );
}

type BannerCarouselProps = {
  banners: readonly Banner[];
  isLoading: boolean;
  intervalMs?: number;
};

/** The home page's full-width hero: the platform's banners, their titles over their pictures. */
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
        // The title is the slide's text (and the link's name). The picture behind it is described
        // only when staff gave it alt text in the media library; without one it is decoration.
        const srcSet = banner.imageMedia?.srcset;
        const picture = (
          <>
            <img
              src={mediaSource(banner.image) ?? undefined}
              srcSet={srcSet}
              sizes={srcSet && '100vw'}
              alt={banner.imageMedia?.alt ?? ''}
              decoding={index === 0 ? 'sync' : 'async'}
              loading={index === 0 ? 'eager' : 'lazy'}
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            />
            <BannerCaption title={banner.title} />
          </>
        );
        return banner.url ? <BannerLink url={banner.url}>{picture}</BannerLink> : <div>{picture}</div>;
      }}
      controls={HeroControls}
    />
  );
}
