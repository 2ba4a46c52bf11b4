import styled from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { DateBadge } from '@/features/content/date-badge';
import { Clamp } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { type ItemProps, listLayout } from './list-layout';
import { Title } from './shared';

/**
 * The news layout: dated headlines, in two columns on wide screens. Its heights are fixed (or its
 * ratios), and its skeleton repeats them: a section keeps its size from skeleton to content.
 */
const NEWS_ROW_HEIGHT = '88px';

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

function NewsItem({ item }: ItemProps) {
  return (
    <NewsLink item={item}>
      <Badge value={item.publishTime} />
      <div>
        <Title>{item.title}</Title>
        <Clamp $lines={1}>{item.summary}</Clamp>
      </div>
    </NewsLink>
  );
}

export const newsLayout = listLayout({
  columns: 2,
  Item: NewsItem,
  placeholder: <SkeletonBlock $height={NEWS_ROW_HEIGHT} />,
});
