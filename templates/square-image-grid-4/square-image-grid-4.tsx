import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { captionLine } from '@/features/content/css-recipes';
import { Card } from '@/features/content/layout';
import { PagedList } from '@/features/content/paged-list';
import { SkeletonBlock } from '@/features/content/skeleton';
import { usePageLightbox } from '@/features/lightbox/lightbox';
import { squareImageGridMessages as messages } from './messages';

/** Three full rows of four (or of three, or two): the default six would leave a half row. */
const PAGE_SIZE = 12;
const SQUARE = '1 / 1';
/** One caption line under each square: fixed, so a tile and its skeleton match. */
const CAPTION_HEIGHT = '44px';

const TileButton = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 0;
  background: none;
  color: inherit;
  text-align: center;
  &:hover img {
    transform: scale(1.04);
  }
  &:hover span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Certificates must not be cropped: the whole image sits inside the square. */
const Square = styled(ContentImage)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    object-fit: contain;
  }
`;

const Caption = styled.span`
  ${captionLine(CAPTION_HEIGHT)}
`;

const SkeletonTile = styled.div`
  padding: ${({ theme }) => theme.space[3]}px;
`;

function SquareImageGrid4Body({ list }: ContentListBodyProps) {
  const { open, lightbox } = usePageLightbox(list.items, list.page);

  return (
    <>
      <PagedList
        list={list}
        columns={4}
        skeleton={() => (
          <li>
            <Card>
              <SkeletonTile>
                <SkeletonBlock $ratio={SQUARE} />
                <SkeletonBlock $height={CAPTION_HEIGHT} />
              </SkeletonTile>
            </Card>
          </li>
        )}
        renderItem={(item, index) => (
          <li className="animate">
            <Card>
              <TileButton
                type="button"
                aria-label={messages.openImage(item.title)}
                aria-haspopup="dialog"
                onClick={() => open(index)}
              >
                <Square src={item.image} decorative ratio={SQUARE} priority={index === 0} />
                <Caption>{item.title}</Caption>
              </TileButton>
            </Card>
          </li>
        )}
      />
      {lightbox}
    </>
  );
}

const template = contentListTemplate({ paged: true, pageSize: PAGE_SIZE }, SquareImageGrid4Body);
export const firstCalls = template.firstCalls;
export default template.Page;
