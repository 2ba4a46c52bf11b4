import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { Clamp } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { SkeletonBlock } from '@/features/content/skeleton';
import { primaryLinkStyle } from '@/theme/primary-link';
import { media } from '@/theme/theme';
import { type ItemsProps, type LayoutView } from './shared';

/**
 * The spotlight layout: one item, its picture beside its text. Its heights are fixed (or its
 * ratios), and its skeleton repeats them: a section keeps its size from skeleton to content.
 */
const SPOTLIGHT_TEXT_HEIGHT = '200px';

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

const ReadMore = styled(ContentLink)`
  justify-self: start;
  ${primaryLinkStyle}
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

/** The placeholder: the same size as the items. */
function SpotlightSkeleton() {
  return (
    <Spotlight>
      <SkeletonBlock $ratio="16 / 9" />
      <SkeletonBlock $height={SPOTLIGHT_TEXT_HEIGHT} />
    </Spotlight>
  );
}

export const spotlightLayout: LayoutView = { Items: SpotlightItems, Skeleton: SpotlightSkeleton };
