import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { ContentLink } from '@/features/content/content-link';
import { Clamp } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { timelineAxis, timelineCard } from '@/features/content/timeline-list';
import { formatDate } from '@/lib/time-format';
import { media } from '@/theme/theme';
import { type ItemProps, listLayout } from './list-layout';
import { PlainList, Title } from './shared';

/**
 * The timeline layout: a vertical axis, events on alternating sides on wide screens. Its heights are fixed (or its
 * ratios), and its skeleton repeats them: a section keeps its size from skeleton to content.
 */
const TIMELINE_EVENT_HEIGHT = '112px';

const Axis = styled(PlainList)`
  ${({ theme }) => timelineAxis({ left: `${theme.space[2]}px`, centreFrom: 'tablet', centre: '50%' })}
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Event = styled.li`
  position: relative;
  padding-left: ${({ theme }) => theme.space[6]}px;
  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space[5]}px;
    left: ${({ theme }) => theme.space[1]}px;
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.accent};
  }
  ${media.tablet} {
    width: 50%;
    padding: 0 ${({ theme }) => theme.space[6]}px 0 0;
    &::before {
      left: auto;
      right: -5px;
    }
    &:nth-child(even) {
      margin-left: 50%;
      padding: 0 0 0 ${({ theme }) => theme.space[6]}px;
      &::before {
        right: auto;
        left: -4px;
      }
    }
  }
`;

const EventLink = styled(ContentLink)`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  height: ${TIMELINE_EVENT_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  ${timelineCard}
  time {
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    line-height: 1.2;
  }
`;

/** A history title starts with its year ("2012 集团成立"); other items fall back to their publish year. */
const LEADING_YEAR = /^(\d{4})年?\s*(.*)$/;

function eventOf(item: ContentItem): { year: string; title: string } {
  const match = LEADING_YEAR.exec(item.title);
  if (match?.[1] && match[2]) return { year: match[1], title: match[2] };
  return { year: formatDate(item.publishTime).slice(0, 4), title: item.title };
}

function TimelineEvent({ item }: ItemProps) {
  const { year, title } = eventOf(item);
  return (
    <EventLink item={item}>
      <time dateTime={year}>{year}</time>
      <Title>{title}</Title>
      <Clamp $lines={1}>{item.summary}</Clamp>
    </EventLink>
  );
}

export const timelineLayout = listLayout({
  List: Axis,
  Slot: Event,
  Item: TimelineEvent,
  placeholder: <SkeletonBlock $height={TIMELINE_EVENT_HEIGHT} />,
});
