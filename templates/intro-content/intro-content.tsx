import { skipToken } from '@reduxjs/toolkit/query';
import { type MouseEvent, useRef } from 'react';
import styled from 'styled-components';
import type { ContentItemOnSite } from '@contract/media-on-site';
import { useGetSiteContentDetailsQuery } from '@/api/public-api';
import { HALF_SIZES, ItemImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { bareList } from '@/features/content/css-recipes';
import { Clamp } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { RichText } from '@/features/content/rich-text';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TextSkeleton } from '@/features/content/text-skeleton';
import { media } from '@/theme/theme';
import { introContentMessages } from './messages';
import { useNearViewport } from './use-near-viewport';

/** A single page holds all its sections: one call, not pages. */
const SECTION_LIMIT = 30;
const IMAGE_RATIO = '4 / 3';
const TOC_WIDTH = '220px';
/** Space the body keeps while it loads, and the sizes of the page skeleton. */
const BODY_PLACEHOLDER_HEIGHT = '160px';
const SKELETON_SECTION_HEIGHT = '320px';
const SKELETON_SECTIONS = 2;

/** Table of contents beside the sections on desktop; sections only on smaller screens. */
// One column of at most the screen on phones: an auto column would widen to its widest content.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[7]}px;
  ${media.desktop} {
    grid-template-columns: ${TOC_WIDTH} minmax(0, 1fr);
  }
`;

const Toc = styled.nav`
  display: none;
  ${media.desktop} {
    display: block;
    position: sticky;
    top: calc(${({ theme }) => `${theme.layout.headerHeight}px + ${theme.space[5]}px`});
    align-self: start;
    padding: ${({ theme }) => theme.space[4]}px;
    border-radius: ${({ theme }) => theme.radii.medium}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
  ol {
    ${bareList}
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]}px 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[7]}px;
`;

const Section = styled.section`
  /* Anchored sections stop below the fixed header. */
  scroll-margin-top: calc(${({ theme }) => `${theme.layout.headerHeight}px + ${theme.space[4]}px`});
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    border-bottom: 2px solid ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
  }
`;

/** Image beside the text from tablets on, on alternating sides. */
const Columns = styled.div<{ $imageRight: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  ${media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
    > :first-child {
      order: ${({ $imageRight }) => ($imageRight ? 1 : 0)};
    }
  }
`;

const anchorOf = (item: ContentItemOnSite) => `section-${item.id}`;

/** The body comes from the details call, asked for once the section nears the viewport. */
function SectionBody({ item }: { item: ContentItemOnSite }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const details = useGetSiteContentDetailsQuery(near ? { id: item.id } : skipToken);

  return (
    <div ref={ref}>
      {details.currentData ? (
        <RichText html={details.currentData.body ?? ''} />
      ) : details.isError ? (
        <>
          <Clamp $lines={4}>{item.summary}</Clamp>
          <ContentLink item={item}>{contentMessages.readMore}</ContentLink>
        </>
      ) : (
        <SkeletonBlock $height={BODY_PLACEHOLDER_HEIGHT} />
      )}
    </div>
  );
}

function ContentSection({ item, index }: { item: ContentItemOnSite; index: number }) {
  return (
    <Section id={anchorOf(item)} tabIndex={-1}>
      <h2>{item.title}</h2>
      {item.image ? (
        <Columns $imageRight={index % 2 === 1}>
          <ItemImage item={item} sizes={HALF_SIZES} ratio={IMAGE_RATIO} priority={index === 0} />
          <SectionBody item={item} />
        </Columns>
      ) : (
        <SectionBody item={item} />
      )}
    </Section>
  );
}

/**
 * Scrolls to the section and moves focus there, without a new history entry (the layout
 * answers navigation with a scroll to the top).
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const section = document.getElementById(anchor);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

function IntroContentBody({ list }: ContentListBodyProps) {
  return (
    <>
      <ContentStates
        state={list}
        skeleton={
          <Layout>
            <Toc as="div">
              <SkeletonBlock $height={SKELETON_SECTION_HEIGHT} />
            </Toc>
            <Sections>
              {Array.from({ length: SKELETON_SECTIONS }, (_, index) => (
                <TextSkeleton key={index} titleWidth="40%" bodyHeight={SKELETON_SECTION_HEIGHT} />
              ))}
            </Sections>
          </Layout>
        }
      >
        <Layout>
          <Toc aria-label={introContentMessages.tableOfContents}>
            <h2>{introContentMessages.tableOfContents}</h2>
            <ol>
              {list.items.map((item) => (
                <li key={item.id}>
                  <a href={`#${anchorOf(item)}`} onClick={(event) => jumpTo(event, anchorOf(item))}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ol>
          </Toc>
          <Sections>
            {list.items.map((item, index) => (
              <ContentSection key={item.id} item={item} index={index} />
            ))}
          </Sections>
        </Layout>
      </ContentStates>
    </>
  );
}

const template = contentListTemplate({ pageSize: SECTION_LIMIT }, IntroContentBody);
export const firstCalls = template.firstCalls;
export default template.Page;
