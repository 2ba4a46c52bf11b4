import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { bareList, oneLine } from '@/features/content/css-recipes';
import { insetFocusRing } from '@/features/content/layout';
import { PagedList } from '@/features/content/paged-list';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';

/** Row heights of the mosaic: every tile is a whole number of rows, so nothing shifts. */
const PHONE_ROW = '128px';
const TABLET_ROW = '160px';
const DESKTOP_ROW = '200px';

type TileShape = 'large' | 'tall' | 'single' | 'wide';

/**
 * Six tiles fill a 4 × 3 mosaic exactly (large 2 × 2, tall 1 × 2, two singles, two wide 2 × 1),
 * and the same spans fill a 2-column mosaic on phones; a page is six items.
 */
const PATTERN: readonly TileShape[] = ['large', 'tall', 'single', 'single', 'wide', 'wide'];
const SPANS: Record<TileShape, { columns: number; rows: number }> = {
  large: { columns: 2, rows: 2 },
  tall: { columns: 1, rows: 2 },
  single: { columns: 1, rows: 1 },
  wide: { columns: 2, rows: 1 },
};
const shapeAt = (index: number): TileShape => PATTERN[index % PATTERN.length] ?? 'single';

const Mosaic = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-auto-rows: ${PHONE_ROW};
  grid-auto-flow: dense;
  gap: ${({ theme }) => theme.space[2]}px;
  ${bareList}
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-auto-rows: ${TABLET_ROW};
    gap: ${({ theme }) => theme.space[3]}px;
  }
  ${media.desktop} {
    grid-auto-rows: ${DESKTOP_ROW};
  }
`;

const Tile = styled.li<{ $shape: TileShape }>`
  grid-column: span ${({ $shape }) => SPANS[$shape].columns};
  grid-row: span ${({ $shape }) => SPANS[$shape].rows};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium}px;
`;

/** The tile decides the size, not the image's proportions. */
const TileImage = styled(ContentImage)`
  && {
    aspect-ratio: auto;
    height: 100%;
  }
`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[3]}px ${theme.space[3]}px`};
  background: linear-gradient(to top, ${({ theme }) => theme.colors.overlay}, transparent);
  color: ${({ theme }) => theme.colors.onPrimary};
  text-shadow: 0 1px 2px ${({ theme }) => theme.colors.overlay};
  opacity: 0;
  transform: translateY(${({ theme }) => theme.space[2]}px);
  transition:
    opacity 0.25s ease,
    transform 0.25s ease;
  /* Touch screens have no hover: their captions stay visible. */
  @media (hover: none) {
    opacity: 1;
    transform: none;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
    ${oneLine}
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[2]}px;
    }
  }
`;

const TileLink = styled(ContentLink)`
  position: relative;
  display: block;
  height: 100%;
  &:hover img,
  &:focus-visible img {
    transform: scale(1.06);
  }
  /* The tile clips its overflow. */
  ${insetFocusRing}
  &:hover ${Caption}, &:focus-visible ${Caption} {
    opacity: 1;
    transform: none;
  }
`;

function CollageBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      as={Mosaic}
      skeleton={(index) => (
        <Tile $shape={shapeAt(index)}>
          <SkeletonBlock $height="100%" />
        </Tile>
      )}
      renderItem={(item, index) => (
        <Tile $shape={shapeAt(index)} className="animate">
          <TileLink item={item}>
            <TileImage src={item.image} decorative priority={index === 0} />
            <Caption>
              <h2>{item.title}</h2>
            </Caption>
          </TileLink>
        </Tile>
      )}
    />
  );
}

const template = contentListTemplate({ paged: true }, CollageBody);
export const firstCalls = template.firstCalls;
export default template.Page;
