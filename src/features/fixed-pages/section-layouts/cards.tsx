import styled from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { ContentImage } from '@/features/content/content-image';
import { Card, Clamp, Grid } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { type ItemsProps, type LayoutView, type SkeletonProps, slotsOf, Title } from './shared';

/**
 * The cards layout: image cards with a summary (a text-only item makes a text card). Its heights are fixed (or its
 * ratios), and its skeleton repeats them: a section keeps its size from skeleton to content.
 */
const CARD_TEXT_HEIGHT = '120px';

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

/** The placeholder: the same size as the items. */
function CardSkeleton({ count }: SkeletonProps) {
  const slots = slotsOf(count);
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
}

export const cardsLayout: LayoutView = { Items: CardItems, Skeleton: CardSkeleton };
