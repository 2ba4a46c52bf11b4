import styled, { css } from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { bareList, oneLine } from '@/features/content/css-recipes';
import { Clamp } from '@/features/content/layout';
import { Pagination } from '@/features/content/pagination';
import { SkeletonBlock } from '@/features/content/skeleton';
import { timelineAxis, timelineCard } from '@/features/content/timeline-list';
import { media } from '@/theme/theme';
import { groupByYear } from './group-by-year';
import { timelineMessages } from './messages';

/** Event cards and year markers have fixed heights, shared by the skeleton. */
const EVENT_HEIGHT = '128px';
const MARKER_HEIGHT = '40px';
/** Where the axis runs on phones (from the left edge); on desktop it is the centre line. */
const AXIS_OFFSET = '12px';
const DOT_SIZE = '14px';
/** The year text the marker skeleton stands in for ("2025 年"). */
const YEAR_TEXT_WIDTH = '4em';
const YEAR_TEXT_HEIGHT = '1em';

type Side = 'left' | 'right';

const Axis = styled.div`
  ${timelineAxis({ left: AXIS_OFFSET, centreFrom: 'desktop' })}
`;

const YearSection = styled.section`
  position: relative;
  & + & {
    margin-top: ${({ theme }) => theme.space[5]}px;
  }
`;

const YearMarker = styled.h2`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: ${MARKER_HEIGHT};
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  ${media.desktop} {
    left: 50%;
    transform: translateX(-50%);
  }
`;

const Events = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${bareList}
`;

const sideStyles = {
  left: css`
    padding-right: ${({ theme }) => theme.space[6]}px;
    &::before {
      left: auto;
      right: calc(${DOT_SIZE} / -2);
    }
  `,
  right: css`
    margin-left: 50%;
    padding-left: ${({ theme }) => theme.space[6]}px;
    &::before {
      left: calc(${DOT_SIZE} / -2);
    }
  `,
};

const Event = styled.li<{ $side: Side }>`
  position: relative;
  padding-left: ${({ theme }) => theme.space[7]}px;
  /* The dot on the axis, level with the date. */
  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space[5]}px;
    left: calc(${AXIS_OFFSET} + 1px - ${DOT_SIZE} / 2);
    width: ${DOT_SIZE};
    height: ${DOT_SIZE};
    border: 3px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
  }
  ${media.desktop} {
    width: 50%;
    padding-left: 0;
    ${({ $side }) => sideStyles[$side]}
  }
`;

const EventCard = styled(ContentLink)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  height: ${EVENT_HEIGHT};
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  ${timelineCard}
  transition: box-shadow 0.2s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  time {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
    font-weight: 600;
  }
`;

const EventTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  ${oneLine}
  transition: color 0.2s ease;
`;

const sideOf = (order: number): Side => (order % 2 === 0 ? 'left' : 'right');

function TimelineBody({ list }: ContentListBodyProps) {
  return (
    <>
      <ContentStates
        state={list}
        skeleton={
          <Axis>
            <YearSection>
              <YearMarker as="div">
                <SkeletonBlock $width={YEAR_TEXT_WIDTH} $height={YEAR_TEXT_HEIGHT} />
              </YearMarker>
              <Events>
                {Array.from({ length: list.pageSize }, (_, order) => (
                  <Event key={order} $side={sideOf(order)}>
                    <SkeletonBlock $height={EVENT_HEIGHT} />
                  </Event>
                ))}
              </Events>
            </YearSection>
          </Axis>
        }
      >
        <Axis aria-busy={list.isFetching}>
          {groupByYear(list.items).map((group) => (
            <YearSection key={group.year}>
              <YearMarker>{timelineMessages.year(group.year)}</YearMarker>
              <Events>
                {group.events.map(({ item, date, order }) => (
                  <Event key={item.id} $side={sideOf(order)} className="animate">
                    <EventCard item={item}>
                      <time dateTime={date}>{date}</time>
                      <EventTitle>{item.title}</EventTitle>
                      <Clamp $lines={2}>{item.summary}</Clamp>
                    </EventCard>
                  </Event>
                ))}
              </Events>
            </YearSection>
          ))}
        </Axis>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      </ContentStates>
    </>
  );
}

const template = contentListTemplate({ byPublishTime: true, paged: true }, TimelineBody);
export const firstCalls = template.firstCalls;
export default template.Page;
