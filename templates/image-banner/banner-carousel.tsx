import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import {
  AutoplayToggle,
  Carousel,
  type CarouselControlsProps,
  CarouselDots,
  CarouselStep,
} from '@/features/content/carousel';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { Container, insetFocusRing } from '@/features/content/layout';
import { media } from '@/theme/theme';
import { imageBannerMessages as messages } from './messages';

/** The slide's shape: taller on phones, a wide strip from tablets on; the skeleton keeps it. */
export const SLIDE_RATIO = { phone: '16 / 9', tablet: '12 / 5' };
export const SLIDE_MAX_HEIGHT = '560px';
const ARROW_SIZE = '44px';
const DOT_SIZE = '12px';
/** The touch target of a dot and of the play/pause button. */
const CONTROL_SIZE = '32px';

/** The controls strip under the slides, also kept by the skeleton. */
export const CONTROLS_HEIGHT = '48px';

const Banner = styled(Carousel<ContentItem>)`
  position: relative;
`;

/** The track clips its overflow: the slide's link draws its focus ring inside. */
const SlideLink = styled(ContentLink)`
  display: block;
  ${insetFocusRing}
`;

const SlideImage = styled(ContentImage)`
  max-height: ${SLIDE_MAX_HEIGHT};
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

/** Arrows at the sides of the picture, centred on it (the controls strip is below). */
const Arrow = styled(CarouselStep)`
  position: absolute;
  top: 50%;
  ${({ step, theme }) => `${step < 0 ? 'left' : 'right'}: ${theme.space[3]}px;`}
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

/** Small grey dots inside larger touch targets; the current one in the brand colour. */
const Dots = styled(CarouselDots)`
  gap: ${({ theme }) => theme.space[1]}px;
  button {
    width: ${CONTROL_SIZE};
    height: ${CONTROL_SIZE};
  }
  button::before {
    width: ${DOT_SIZE};
    height: ${DOT_SIZE};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.border};
    transition:
      background-color 0.2s ease,
      transform 0.2s ease;
  }
  button[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
    transform: scale(1.25);
  }
`;

const PlayToggle = styled(AutoplayToggle)`
  min-width: ${CONTROL_SIZE};
  height: ${CONTROL_SIZE};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

function BannerControls({ carousel }: CarouselControlsProps<ContentItem>) {
  return (
    <>
      {carousel.count > 1 && (
        <>
          <Arrow carousel={carousel} step={-1} />
          <Arrow carousel={carousel} step={1} />
        </>
      )}
      <Controls>
        {carousel.count > 1 && (
          <Dots
            carousel={carousel}
            label={messages.slidePicker}
            dotLabel={(index) => messages.goToSlide(index + 1)}
          />
        )}
        <PlayToggle carousel={carousel} />
      </Controls>
    </>
  );
}

/** The menu's pictures as a banner: each a link with its title and summary over the picture. */
export function BannerCarousel({ items, label }: { items: readonly ContentItem[]; label: string }) {
  return (
    <Banner
      items={items}
      label={label}
      describe={(item) => item.title}
      renderSlide={(item, index) => (
        <SlideLink item={item}>
          <SlideImage src={item.image} decorative ratio={SLIDE_RATIO} priority={index === 0} />
          <Caption>
            <Container>
              <h2>{item.title}</h2>
              {item.summary && <p>{item.summary}</p>}
            </Container>
          </Caption>
        </SlideLink>
      )}
      controls={BannerControls}
    />
  );
}
