import styled from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { ContentImage } from '@/features/content/content-image';
import { Card, Clamp } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { type ItemProps, listLayout } from './list-layout';
import { Title } from './shared';

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

function CardItem({ item, priority }: ItemProps) {
  return (
    <Card>
      <CardLink item={item}>
        {/* A text-only item makes a text card rather than an empty frame. */}
        {item.image && <ContentImage src={item.image} decorative ratio="4 / 3" priority={priority} />}
        <CardText>
          <Title>{item.title}</Title>
          <Clamp $lines={2}>{item.summary}</Clamp>
        </CardText>
      </CardLink>
    </Card>
  );
}

export const cardsLayout = listLayout({
  columns: 3,
  Item: CardItem,
  placeholder: (
    <>
      <SkeletonBlock $ratio="4 / 3" />
      <SkeletonBlock $height={CARD_TEXT_HEIGHT} />
    </>
  ),
});
