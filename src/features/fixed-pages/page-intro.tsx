import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import type { MenuEntry } from '@contract/site-menu';
import { type PublicQueryCall, useGetSiteContentDetailsQuery } from '@/api/public-api';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { Container, SectionHeading } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { RichText } from '@/features/content/rich-text';
import { SkeletonBlock } from '@/features/content/skeleton';
import { contentListCalls, useContentList, withFirstItemDetails } from '@/features/content/use-content-list';
import { Band, type Tone } from './band';
import type { BannerImage } from './page-banner';

/** The intro's text column: short lines read better than the full page width. */
const TEXT_MAX_WIDTH = '800px';
/** Room the skeleton keeps for the intro text (a few paragraphs). */
const SKELETON_TEXT_HEIGHT = '160px';
const SKELETON_HEADING_HEIGHT = '40px';

export type PageIntroState = {
  /** The menu's first content item: the page's introduction. */
  item: ContentItem | null;
  /** Its body, from the details call (the list carries only the summary). */
  body: string | null;
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  refetch: () => unknown;
};

const INTRO_LIST = { pageSize: 1 };

/**
 * The calls usePageIntro makes: the list, then its first item's details as soon as the list
 * answers, so that a page the server renders has the intro's body and not its summary, which
 * the body would replace, moving everything below it, once the browser asked for it.
 */
export const pageIntroCalls = (menu: MenuEntry | null): PublicQueryCall[] =>
  withFirstItemDetails(contentListCalls(menu?.id ?? null, INTRO_LIST));

/** The introduction of a fixed page: the first content item of its menu, with its body. */
export function usePageIntro(menu: MenuEntry | null): PageIntroState {
  const list = useContentList(menu?.id ?? null, INTRO_LIST);
  const item = list.items[0] ?? null;
  const details = useGetSiteContentDetailsQuery(item ? { id: item.id } : skipToken);
  return {
    item,
    body: details.data?.body ?? null,
    isLoading: list.isLoading || (item !== null && details.isLoading),
    isError: list.isError,
    isEmpty: list.isEmpty,
    refetch: list.refetch,
  };
}

/** The intro's picture as the page's banner, when it has one. */
export const introPicture = ({ item }: PageIntroState): BannerImage | null =>
  item?.image ? { src: item.image, alt: item.title } : null;

const Column = styled.div`
  max-width: ${TEXT_MAX_WIDTH};
  margin: 0 auto;
`;

const SkeletonStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.9;
`;

const ReadMore = styled(ContentLink)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
`;

type PageIntroProps = {
  intro: PageIntroState;
  /** The tree is still loading: the intro's menu is not known yet. */
  pending?: boolean;
  tone?: Tone;
};

/** The intro band; nothing at all when the menu has no content of its own. */
export function PageIntro({ intro, pending = false, tone = 'plain' }: PageIntroProps) {
  if (!pending && !intro.isLoading && intro.isEmpty && !intro.isError) return null;
  const { item, body } = intro;
  return (
    <Band $tone={tone}>
      <Container>
        <Column>
          <ContentStates
            state={{ ...intro, isLoading: pending || intro.isLoading }}
            skeleton={
              <SkeletonStack>
                <SkeletonBlock $height={SKELETON_HEADING_HEIGHT} />
                <SkeletonBlock $height={SKELETON_TEXT_HEIGHT} />
              </SkeletonStack>
            }
          >
            {item && (
              <>
                <SectionHeading>{item.title}</SectionHeading>
                {body ? (
                  <RichText html={body} />
                ) : (
                  <>
                    <Summary>{item.summary}</Summary>
                    <ReadMore item={item}>{contentMessages.readMore}</ReadMore>
                  </>
                )}
              </>
            )}
          </ContentStates>
        </Column>
      </Container>
    </Band>
  );
}
