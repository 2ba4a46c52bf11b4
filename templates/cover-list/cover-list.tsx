import styled from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { bareList, lineClamp } from '@/features/content/css-recipes';
import { ImageCards } from '@/features/content/image-cards';
import { Card } from '@/features/content/layout';
import { PublishDate } from '@/features/content/publish-date';
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
  ${bareList}
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
  ${lineClamp(2)}
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

function CoverListBody({ list }: ContentListBodyProps) {
  return (
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
  );
}

const template = contentListTemplate({ byPublishTime: true, paged: true }, CoverListBody);
export const firstCalls = template.firstCalls;
export default template.Page;
