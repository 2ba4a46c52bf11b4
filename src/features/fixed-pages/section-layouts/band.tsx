import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { Clamp } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { type ItemProps, listLayout } from './list-layout';
import { Title } from './shared';

/**
 * The band layout: four highlights side by side. Its heights are fixed (or its
 * ratios), and its skeleton repeats them: a section keeps its size from skeleton to content.
 */
const BAND_TILE_HEIGHT = '264px';
const BAND_IMAGE_SIZE = '96px';

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

function BandItem({ item, priority }: ItemProps) {
  return (
    <BandLink item={item}>
      <BandImage src={item.image} decorative ratio="1 / 1" priority={priority} />
      <Title>{item.title}</Title>
      <Clamp $lines={3}>{item.summary}</Clamp>
    </BandLink>
  );
}

export const bandLayout = listLayout({
  columns: 4,
  Item: BandItem,
  placeholder: <SkeletonBlock $height={BAND_TILE_HEIGHT} />,
});
