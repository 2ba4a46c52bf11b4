import { useRef } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { Container } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { usePrefersReducedMotion } from '@/features/content/use-media-query';
import { media } from '@/theme/theme';
import { fullScreenImagesMessages as messages } from './messages';

/** A screenful each; the set is not paged. */
const SCREEN_COUNT = 20;
const NEXT_BUTTON_HEIGHT = '44px';

/**
 * The page snaps to the screens while this template is shown ("proximity": the footer stays
 * reachable). The top of the page is a snap point too, or the browser would jump past the title
 * band to the first screen on arrival.
 */
const SnapPage = createGlobalStyle`
  html {
    scroll-snap-type: y proximity;
  }
  body::before {
    content: '';
    position: absolute;
    top: 0;
    width: 1px;
    height: 1px;
    scroll-snap-align: start;
  }
`;

/** The viewport below the fixed header; svh keeps phone toolbars from hiding the bottom. */
const screenBox = css`
  height: calc(100vh - ${({ theme }) => theme.layout.headerHeightMobile}px);
  height: calc(100svh - ${({ theme }) => theme.layout.headerHeightMobile}px);
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeightMobile}px;
  ${media.desktop} {
    height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
    height: calc(100svh - ${({ theme }) => theme.layout.headerHeight}px);
    scroll-margin-top: ${({ theme }) => theme.layout.headerHeight}px;
  }
`;

const Screens = styled.div`
  display: grid;
`;

const Screen = styled.section`
  ${screenBox}
  position: relative;
  overflow: hidden;
  scroll-snap-align: start;
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    outline: none;
  }
`;

const ScreenSkeleton = styled(SkeletonBlock)`
  ${screenBox}
  border-radius: 0;
`;

const CoverImage = styled(ContentImage)`
  && {
    position: absolute;
    inset: 0;
    aspect-ratio: auto;
    height: 100%;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => `${theme.space[8]}px 0 calc(${theme.space[6]}px + ${NEXT_BUTTON_HEIGHT})`};
  background: linear-gradient(
    to top,
    ${({ theme }) => `${theme.colors.overlay}, ${theme.colors.overlay} 60%`},
    transparent
  );
  text-shadow: 0 1px 3px ${({ theme }) => theme.colors.overlay};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[8]}px;
    }
  }
  p {
    max-width: 40em;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[3]}px;
    }
  }
  span {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
    opacity: 0.8;
  }
`;

const NextButton = styled.button`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space[4]}px;
  height: ${NEXT_BUTTON_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[5]}px;
  transform: translateX(-50%);
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onPrimary};
  &::after {
    content: ' ↓';
  }
  &[data-last='true']::after {
    content: ' ↑';
  }
`;

function FullScreenImagesBody({ list }: ContentListBodyProps) {
  const screens = useRef<(HTMLElement | null)[]>([]);
  const count = list.items.length;
  const reducedMotion = usePrefersReducedMotion();

  // Move focus with the view so the keyboard continues from the screen now shown.
  const show = (index: number) => {
    const screen = screens.current[index];
    screen?.focus({ preventScroll: true });
    screen?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <ContentStates state={list} skeleton={<ScreenSkeleton />}>
      <SnapPage />
      <Screens>
        {list.items.map((item, index) => {
          const last = index === count - 1;
          return (
            <Screen
              key={item.id}
              ref={(element) => {
                screens.current[index] = element;
              }}
              tabIndex={-1}
              aria-label={item.title}
            >
              <CoverImage src={item.image} decorative priority={index === 0} />
              <Overlay>
                <Container>
                  <span aria-hidden="true">{messages.position(index + 1, count)}</span>
                  <h2>
                    <ContentLink item={item}>{item.title}</ContentLink>
                  </h2>
                  {item.summary && <p>{item.summary}</p>}
                </Container>
              </Overlay>
              {count > 1 && (
                <NextButton type="button" data-last={last} onClick={() => show(last ? 0 : index + 1)}>
                  {last ? messages.backToFirst : messages.next}
                </NextButton>
              )}
            </Screen>
          );
        })}
      </Screens>
    </ContentStates>
  );
}

const template = contentListTemplate({ pageSize: SCREEN_COUNT }, FullScreenImagesBody, { fullBleed: true });
export const firstCalls = template.firstCalls;
export default template.Page;
