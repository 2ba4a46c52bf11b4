import styled from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { ImageCards } from '@/features/content/image-cards';
import { Card } from '@/features/content/layout';
import { PublishDate } from '@/features/content/publish-date';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';

/** Book-like portrait covers. */
const COVER_RATIO = '3 / 4';
/** Caption band under the cover: two title lines and the date, shared by the skeleton. */
const CAPTION_HEIGHT = '96px';

/** Two covers a row on phones (a full-width portrait cover would fill the screen), three above. */
const CoverGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]}px;
  }
`;

const CoverCard = styled(Card)`
  &:hover {
    transform: translateY(-4px);
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

const CoverLink = styled(ContentLink)`
  display: block;
`;

const Caption = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  height: ${CAPTION_HEIGHT};
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  }
`;

const Title = styled.h2`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 1.5;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
`;

const Day = styled(PublishDate)`
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { byPublishTime: true, paged: true };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function CoverList({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);

  return (
    <TemplatePage menu={menu}>
      <ImageCards
        list={list}
        as={CoverGrid}
        ratio={COVER_RATIO}
        textHeight={CAPTION_HEIGHT}
        card={CoverCard}
        link={CoverLink}
        bareSkeleton
        renderText={(item) => (
          <Caption>
            <Title>{item.title}</Title>
            <Day value={item.publishTime} />
          </Caption>
        )}
      />
    </TemplatePage>
  );
}
