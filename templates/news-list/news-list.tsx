import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { lineClamp } from '@/features/content/css-recipes';
import { DateBadge } from '@/features/content/date-badge';
import { Clamp } from '@/features/content/layout';
import { PagedList } from '@/features/content/paged-list';
import { RuledList, RuledRow } from '@/features/content/ruled-list';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media, theme } from '@/theme/theme';

/** Fixed height per row, shared by the skeleton, so loading does not shift the page. */
const ROW_HEIGHT = '112px';

/** Date, text and, when the item has one, its picture at the end (inside the row's height). */
const RowLink = styled(ContentLink)<{ $withPicture: boolean }>`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) ${({ $withPicture }) => ($withPicture ? 'auto' : '')};
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
  height: ${ROW_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  &:hover h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.tablet} {
    grid-template-columns: 88px minmax(0, 1fr) ${({ $withPicture }) => ($withPicture ? 'auto' : '')};
    padding: 0 ${({ theme }) => theme.space[5]}px;
  }
`;

/** 4:3 inside the row's fixed height, with room above and below. */
const Picture = styled(ContentImage)`
  width: 88px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  ${media.tablet} {
    width: 120px;
  }
`;

const Badge = styled(DateBadge)`
  display: grid;
  place-items: center;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
    line-height: 1.1;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Two lines at most: on a phone, one line beside the date and the picture held 8 characters. */
const Headline = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  ${lineClamp(2)}
  transition: color 0.2s ease;
`;

/** The summary gives the headline its second line on a phone (the row's height is fixed). */
const Summary = styled(Clamp)`
  -webkit-line-clamp: 1;
  ${media.tablet} {
    -webkit-line-clamp: 2;
  }
`;

function NewsListBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      as={RuledList}
      skeleton={() => (
        <RuledRow>
          <SkeletonBlock $height={ROW_HEIGHT} />
        </RuledRow>
      )}
      renderItem={(item) => (
        <RuledRow className="animate">
          <RowLink item={item} $withPicture={Boolean(item.image)}>
            <Badge value={item.publishTime} />
            <div>
              <Headline>{item.title}</Headline>
              <Summary>{item.summary}</Summary>
            </div>
            {/* The headline beside it says what it shows. */}
            {item.image && (
              <Picture
                src={item.image}
                decorative
                ratio="4 / 3"
                media={item.imageMedia}
                sizes={`(min-width: ${theme.breakpoints[1]}px) 120px, 88px`}
              />
            )}
          </RowLink>
        </RuledRow>
      )}
    />
  );
}

const template = contentListTemplate({ byPublishTime: true, paged: true }, NewsListBody);
export const firstCalls = template.firstCalls;
export default template.Page;
