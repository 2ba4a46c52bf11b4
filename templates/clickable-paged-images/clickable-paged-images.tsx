import styled from 'styled-components';
import { CARD_SIZES, ItemImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { oneLine } from '@/features/content/css-recipes';
import { blockSkeleton, PagedList } from '@/features/content/paged-list';

const TILE_RATIO = '4 / 3';

/** The caption sits on the image, so a tile is exactly its image: the skeleton is one block. */
const TileLink = styled(ContentLink)`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover img,
  &:focus-visible img {
    transform: scale(1.06);
  }
`;

const Caption = styled.h2`
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px ${theme.space[3]}px`};
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay} 40%);
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  font-weight: 600;
  ${oneLine}
`;

function ClickablePagedImagesBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      columns={3}
      skeleton={blockSkeleton({ $ratio: TILE_RATIO })}
      renderItem={(item, index) => (
        <li className="animate">
          <TileLink item={item}>
            <ItemImage item={item} sizes={CARD_SIZES} ratio={TILE_RATIO} priority={index === 0} />
            <Caption>{item.title}</Caption>
          </TileLink>
        </li>
      )}
    />
  );
}

const template = contentListTemplate({ paged: true }, ClickablePagedImagesBody);
export const firstCalls = template.firstCalls;
export default template.Page;
