import styled, { css } from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { CardLink } from '@/features/content/card-link';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { DateBadge } from '@/features/content/date-badge';
import { Card, Clamp, Grid } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { SkeletonBlock } from '@/features/content/skeleton';
import { timelineAxis, timelineCard } from '@/features/content/timeline-list';
import { formatDate } from '@/lib/time-format';
import { media } from '@/theme/theme';
import type { SectionLayout } from './section-layout';

/*
 * Every layout has fixed heights (or fixed ratios) that its skeleton repeats, so a section
 * keeps its size from skeleton to content.
 */
const NEWS_ROW_HEIGHT = '88px';
const CARD_TEXT_HEIGHT = '120px';
const ROW_IMAGE_WIDTH = { phone: '120px', desktop: '200px' };
const ROW_HEIGHT = { phone: '104px', desktop: '150px' };
const GALLERY_ROW_HEIGHT = { phone: '120px', desktop: '200px' };
const BAND_TILE_HEIGHT = '264px';
const BAND_IMAGE_SIZE = '96px';
const TIMELINE_EVENT_HEIGHT = '112px';
const SPOTLIGHT_TEXT_HEIGHT = '200px';

const itemTitle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.5;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition: color 0.2s ease;
`;

const Title = styled.h3`
  ${itemTitle}
`;

const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* news: dated headlines in two columns on wide screens */

const NewsLink = styled(ContentLink)`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  height: ${NEWS_ROW_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Badge = styled(DateBadge)`
  display: grid;
  place-items: center;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  line-height: 1.1;
  strong {
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type ItemsProps = {
  items: ContentItem[];
  /** The section is the first of the page: its first picture is likely the largest paint. */
  priority?: boolean;
};

function NewsItems({ items }: Pick<ItemsProps, 'items'>) {
  return (
    <Grid $columns={2}>
      {items.map((item) => (
        <li key={item.id} className="animate">
          <NewsLink item={item}>
            <Badge value={item.publishTime} />
            <div>
              <Title>{item.title}</Title>
              <Clamp $lines={1}>{item.summary}</Clamp>
            </div>
          </NewsLink>
        </li>
      ))}
    </Grid>
  );
}

/* cards: image cards with a summary */

const CardText = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${CARD_TEXT_HEIGHT};
  padding: ${({ theme }) => theme.space[4]}px;
  time {
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function CardItems({ items, priority }: ItemsProps) {
  return (
    <Grid $columns={3}>
      {items.map((item, index) => (
        <li key={item.id} className="animate">
          <Card>
            <CardLink item={item}>
              {/* A text-only item makes a text card rather than an empty frame. */}
              {item.image && (
                <ContentImage src={item.image} decorative ratio="4 / 3" priority={priority && index === 0} />
              )}
              <CardText>
                <Title>{item.title}</Title>
                <Clamp $lines={2}>{item.summary}</Clamp>
              </CardText>
            </CardLink>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

/* rows: image left, text right */

const RowList = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const RowLink = styled(ContentLink)`
  display: grid;
  grid-template-columns: ${ROW_IMAGE_WIDTH.phone} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  height: ${ROW_HEIGHT.phone};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${media.tablet} {
    grid-template-columns: ${ROW_IMAGE_WIDTH.desktop} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[5]}px;
    height: ${ROW_HEIGHT.desktop};
  }
`;

const RowImage = styled(ContentImage)`
  height: 100%;
`;

const RowText = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding-right: ${({ theme }) => theme.space[3]}px;
  time {
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function RowItems({ items, priority }: ItemsProps) {
  return (
    <RowList>
      {items.map((item, index) => {
        const date = formatDate(item.publishTime);
        return (
          <li key={item.id} className="animate">
            <RowLink item={item}>
              <RowImage src={item.image} decorative ratio="auto" priority={priority && index === 0} />
              <RowText>
                <Title>{item.title}</Title>
                <Clamp $lines={2}>{item.summary}</Clamp>
                <time dateTime={date}>{date}</time>
              </RowText>
            </RowLink>
          </li>
        );
      })}
    </RowList>
  );
}

/* gallery: a mosaic, the first tile two by two */

const Mosaic = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-auto-rows: ${GALLERY_ROW_HEIGHT.phone};
  gap: ${({ theme }) => theme.space[2]}px;
  > li:first-child {
    grid-column: span 2;
    grid-row: span 2;
  }
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-auto-rows: ${GALLERY_ROW_HEIGHT.desktop};
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

const Tile = styled(ContentLink)`
  position: relative;
  display: block;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  &:hover img,
  &:focus-visible img {
    transform: scale(1.06);
  }
`;

const TileImage = styled(ContentImage)`
  height: 100%;
`;

const Caption = styled.h3`
  ${itemTitle}
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[3]}px ${theme.space[2]}px`};
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay});
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

function GalleryItems({ items, priority }: ItemsProps) {
  return (
    <Mosaic>
      {items.map((item, index) => (
        <li key={item.id} className="animate">
          <Tile item={item}>
            <TileImage src={item.image} decorative ratio="auto" priority={priority && index === 0} />
            <Caption>{item.title}</Caption>
          </Tile>
        </li>
      ))}
    </Mosaic>
  );
}

/* band: four highlights side by side */

const BandLink = styled(ContentLink)`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]}px;
  height: ${BAND_TILE_HEIGHT};
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[3]}px`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: transform 0.2s ease;
  &:hover {
    transform: translateY(-4px);
  }
  h3 {
    max-width: 100%;
  }
`;

const BandImage = styled(ContentImage)`
  width: ${BAND_IMAGE_SIZE};
  border-radius: ${({ theme }) => theme.radii.round};
`;

function BandItems({ items, priority }: ItemsProps) {
  return (
    <Grid $columns={4}>
      {items.map((item, index) => (
        <li key={item.id} className="animate">
          <BandLink item={item}>
            <BandImage src={item.image} decorative ratio="1 / 1" priority={priority && index === 0} />
            <Title>{item.title}</Title>
            <Clamp $lines={3}>{item.summary}</Clamp>
          </BandLink>
        </li>
      ))}
    </Grid>
  );
}

/* timeline: a vertical axis, events on alternating sides on wide screens */

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

function TimelineItems({ items }: Pick<ItemsProps, 'items'>) {
  return (
    <Axis>
      {items.map((item) => {
        const { year, title } = eventOf(item);
        return (
          <Event key={item.id} className="animate">
            <EventLink item={item}>
              <time dateTime={year}>{year}</time>
              <Title>{title}</Title>
              <Clamp $lines={1}>{item.summary}</Clamp>
            </EventLink>
          </Event>
        );
      })}
    </Axis>
  );
}

/* spotlight: one item, picture beside its text */

const Spotlight = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: center;
    gap: ${({ theme }) => theme.space[7]}px;
  }
`;

const SpotlightImage = styled(ContentImage)`
  border-radius: ${({ theme }) => theme.radii.medium}px;
`;

const SpotlightText = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  height: ${SPOTLIGHT_TEXT_HEIGHT};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
  }
`;

// primaryLinkStyle's look (theme/buttons.ts) written out: that module is not on /home's first load.
const ReadMore = styled(ContentLink)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

function SpotlightItems({ items, priority }: ItemsProps) {
  return (
    <>
      {items.map((item, index) => (
        <Spotlight key={item.id} className="animate">
          <SpotlightImage src={item.image} decorative ratio="16 / 9" priority={priority && index === 0} />
          <SpotlightText>
            <h3>{item.title}</h3>
            <Clamp $lines={4}>{item.summary}</Clamp>
            <ReadMore item={item}>
              {contentMessages.readMore}
              <span className="visually-hidden">{item.title}</span>
            </ReadMore>
          </SpotlightText>
        </Spotlight>
      ))}
    </>
  );
}

/** A section's items in the given layout. */
export function SectionItems({ layout, items, priority = false }: ItemsProps & { layout: SectionLayout }) {
  switch (layout) {
    case 'news':
      return <NewsItems items={items} />;
    case 'cards':
      return <CardItems items={items} priority={priority} />;
    case 'rows':
      return <RowItems items={items} priority={priority} />;
    case 'gallery':
      return <GalleryItems items={items} priority={priority} />;
    case 'band':
      return <BandItems items={items} priority={priority} />;
    case 'timeline':
      return <TimelineItems items={items} />;
    case 'spotlight':
      return <SpotlightItems items={items} priority={priority} />;
  }
}

const SkeletonRow = styled(SkeletonBlock)`
  height: ${ROW_HEIGHT.phone};
  ${media.tablet} {
    height: ${ROW_HEIGHT.desktop};
  }
`;

/** The placeholder of a section in the given layout: the same size as its items. */
export function SectionSkeleton({ layout, count }: { layout: SectionLayout; count: number }) {
  const slots = Array.from({ length: count }, (_, index) => index);
  switch (layout) {
    case 'news':
      return (
        <Grid $columns={2}>
          {slots.map((slot) => (
            <li key={slot}>
              <SkeletonBlock $height={NEWS_ROW_HEIGHT} />
            </li>
          ))}
        </Grid>
      );
    case 'cards':
      return (
        <Grid $columns={3}>
          {slots.map((slot) => (
            <li key={slot}>
              <SkeletonBlock $ratio="4 / 3" />
              <SkeletonBlock $height={CARD_TEXT_HEIGHT} />
            </li>
          ))}
        </Grid>
      );
    case 'rows':
      return (
        <RowList>
          {slots.map((slot) => (
            <li key={slot}>
              <SkeletonRow />
            </li>
          ))}
        </RowList>
      );
    case 'gallery':
      return (
        <Mosaic>
          {slots.map((slot) => (
            <li key={slot}>
              <SkeletonBlock $height="100%" />
            </li>
          ))}
        </Mosaic>
      );
    case 'band':
      return (
        <Grid $columns={4}>
          {slots.map((slot) => (
            <li key={slot}>
              <SkeletonBlock $height={BAND_TILE_HEIGHT} />
            </li>
          ))}
        </Grid>
      );
    case 'timeline':
      return (
        <Axis>
          {slots.map((slot) => (
            <Event key={slot}>
              <SkeletonBlock $height={TIMELINE_EVENT_HEIGHT} />
            </Event>
          ))}
        </Axis>
      );
    case 'spotlight':
      return (
        <Spotlight>
          <SkeletonBlock $ratio="16 / 9" />
          <SkeletonBlock $height={SPOTLIGHT_TEXT_HEIGHT} />
        </Spotlight>
      );
  }
}
