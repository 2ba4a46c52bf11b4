import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { Clamp } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { formatDate } from '@/lib/time-format';
import { media } from '@/theme/theme';
import { type ItemProps, listLayout } from './list-layout';
import { PlainList, Title } from './shared';

/**
 * The rows layout: image left, text right. Its heights are fixed (or its
 * ratios), and its skeleton repeats them: a section keeps its size from skeleton to content.
 */
const ROW_IMAGE_WIDTH = { phone: '120px', desktop: '200px' };
const ROW_HEIGHT = { phone: '104px', desktop: '150px' };

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

function RowItem({ item, priority }: ItemProps) {
  const date = formatDate(item.publishTime);
  return (
    <RowLink item={item}>
      <RowImage src={item.image} decorative ratio="auto" priority={priority} />
      <RowText>
        <Title>{item.title}</Title>
        <Clamp $lines={2}>{item.summary}</Clamp>
        <time dateTime={date}>{date}</time>
      </RowText>
    </RowLink>
  );
}

const SkeletonRow = styled(SkeletonBlock)`
  height: ${ROW_HEIGHT.phone};
  ${media.tablet} {
    height: ${ROW_HEIGHT.desktop};
  }
`;

export const rowsLayout = listLayout({ List: RowList, Item: RowItem, placeholder: <SkeletonRow /> });
