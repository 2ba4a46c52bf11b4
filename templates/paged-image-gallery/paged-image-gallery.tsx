import styled from 'styled-components';
import { CARD_SIZES, ContentImage } from '@/features/content/content-image';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { blockSkeleton, PagedList } from '@/features/content/paged-list';
import { usePageLightbox } from '@/features/lightbox/lightbox';
import { media } from '@/theme/theme';
import { bareList } from '@/features/content/css-recipes';

const TILE_RATIO = '4 / 3';

/** Two images a row on phones, three from tablets on: a page of six fills whole rows. */
const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  ${bareList}
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const Tile = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  overflow: hidden;
  background: none;
  cursor: zoom-in;
  &:hover img,
  &:focus-visible img {
    transform: scale(1.05);
  }
`;

function PagedImageGalleryBody({ list }: ContentListBodyProps) {
  const { open, lightbox } = usePageLightbox(list.items, list.page);

  return (
    <>
      <PagedList
        list={list}
        as={Gallery}
        skeleton={blockSkeleton({ $ratio: TILE_RATIO })}
        renderItem={(item, index) => (
          <li className="animate">
            {/* Images only: the button's name is the title the picture has no room for. */}
            <Tile type="button" aria-label={item.title} aria-haspopup="dialog" onClick={() => open(index)}>
              <ContentImage
                src={item.image}
                media={item.imageMedia}
                sizes={CARD_SIZES}
                alt={item.imageMedia?.alt || item.title}
                ratio={TILE_RATIO}
                priority={index === 0}
              />
            </Tile>
          </li>
        )}
      />
      {lightbox}
    </>
  );
}

const template = contentListTemplate({ paged: true }, PagedImageGalleryBody);
export const firstCalls = template.firstCalls;
export default template.Page;
