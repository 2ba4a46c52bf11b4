import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';
import { type ItemProps, listLayout } from './list-layout';
import { itemTitle, PlainList } from './shared';

/**
 * The gallery layout: a mosaic, the first tile two by two. Its heights are fixed (or its
 * ratios), and its skeleton repeats them: a section keeps its size from skeleton to content.
 */
const GALLERY_ROW_HEIGHT = { phone: '120px', desktop: '200px' };

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

function GalleryItem({ item, priority }: ItemProps) {
  return (
    <Tile item={item}>
      <TileImage src={item.image} decorative ratio="auto" priority={priority} />
      <Caption>{item.title}</Caption>
    </Tile>
  );
}

export const galleryLayout = listLayout({
  List: Mosaic,
  Item: GalleryItem,
  placeholder: <SkeletonBlock $height="100%" />,
});
