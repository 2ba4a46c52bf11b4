import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { Clamp, Grid } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { type ItemsProps, type LayoutView, type SkeletonProps, slotsOf, Title } from './shared';

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

/** The placeholder: the same size as the items. */
function BandSkeleton({ count }: SkeletonProps) {
  const slots = slotsOf(count);
  return (
    <Grid $columns={4}>
      {slots.map((slot) => (
        <li key={slot}>
          <SkeletonBlock $height={BAND_TILE_HEIGHT} />
        </li>
      ))}
    </Grid>
  );
}

export const bandLayout: LayoutView = { Items: BandItems, Skeleton: BandSkeleton };
