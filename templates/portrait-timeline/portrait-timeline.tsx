import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { oneLine } from '@/features/content/css-recipes';
import { Card, Clamp } from '@/features/content/layout';
import { PagedList } from '@/features/content/paged-list';
import { SkeletonBlock } from '@/features/content/skeleton';
import { AXIS_WIDTH, timelineAxis } from '@/features/content/timeline-list';
import { formatDate } from '@/lib/time-format';
import { media } from '@/theme/theme';

/** The column the axis runs down; the year badge sits on it. */
const AXIS_COLUMN = '64px';
const YEAR_BADGE_WIDTH = '56px';
const YEAR_BADGE_HEIGHT = '30px';
const PORTRAIT_RING = '3px';
const PORTRAIT_SIZE = '80px';
const PORTRAIT_RATIO = '1 / 1';
/** Portrait beside name and three summary lines: fixed, so an entry and its skeleton match. */
const ENTRY_HEIGHT = '128px';

const Axis = styled.ol`
  ${timelineAxis({ left: `calc(${AXIS_COLUMN} / 2 - ${AXIS_WIDTH} / 2)`, centreFrom: 'tablet' })}
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px 0;
  list-style: none;
`;

/** Phones: axis, then the entry. From tablets on the entries alternate either side of a central axis. */
const Entry = styled.li<{ $side: 'left' | 'right' }>`
  position: relative;
  display: grid;
  grid-template-columns: ${AXIS_COLUMN} minmax(0, 1fr);
  grid-template-areas: 'year entry';
  align-items: center;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) ${AXIS_COLUMN} minmax(0, 1fr);
    grid-template-areas: ${({ $side }) => ($side === 'left' ? "'entry year .'" : "'. year entry'")};
  }
`;

const Year = styled.time`
  grid-area: year;
  justify-self: center;
  width: ${YEAR_BADGE_WIDTH};
  height: ${YEAR_BADGE_HEIGHT};
  line-height: ${YEAR_BADGE_HEIGHT};
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: 700;
  text-align: center;
`;

const EntryBox = styled(Card).attrs({ as: 'div' })`
  grid-area: entry;
  height: ${ENTRY_HEIGHT};
`;

const EntryLink = styled(ContentLink)`
  display: grid;
  grid-template-columns: ${PORTRAIT_SIZE} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]}px;
  &:hover h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
    line-height: 1.4;
    ${oneLine}
    transition: color 0.2s ease;
  }
`;

const YearSkeleton = styled(SkeletonBlock)`
  grid-area: year;
  justify-self: center;
`;

const Portrait = styled(ContentImage)`
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: 0 0 0 ${PORTRAIT_RING} ${({ theme }) => theme.colors.accent};
`;

const sideOf = (index: number) => (index % 2 === 0 ? 'left' : 'right');

function PortraitTimelineBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      as={Axis}
      skeleton={(index) => (
        <Entry $side={sideOf(index)}>
          <YearSkeleton $width={YEAR_BADGE_WIDTH} $height={YEAR_BADGE_HEIGHT} />
          <EntryBox>
            <SkeletonBlock $height="100%" />
          </EntryBox>
        </Entry>
      )}
      renderItem={(item, index) => {
        const year = formatDate(item.publishTime).slice(0, 4);
        return (
          <Entry $side={sideOf(index)} className="animate">
            <Year dateTime={year}>{year}</Year>
            <EntryBox>
              <EntryLink item={item}>
                <Portrait src={item.image} decorative ratio={PORTRAIT_RATIO} priority={index === 0} />
                <div>
                  <h2>{item.title}</h2>
                  <Clamp $lines={3}>{item.summary}</Clamp>
                </div>
              </EntryLink>
            </EntryBox>
          </Entry>
        );
      }}
    />
  );
}

const template = contentListTemplate({ byPublishTime: true, paged: true }, PortraitTimelineBody);
export const firstCalls = template.firstCalls;
export default template.Page;
