import { useState } from 'react';
import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentStates } from '@/features/content/content-states';
import { Card, Grid } from '@/features/content/layout';
import { Pagination } from '@/features/content/pagination';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import { useContentList } from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';
import { Lightbox } from './lightbox';
import { squareImageGridMessages as messages } from './messages';

/** Three full rows of four (or of three, or two): the default six would leave a half row. */
const PAGE_SIZE = 12;
const SQUARE = '1 / 1';
/** One caption line under each square: fixed, so a tile and its skeleton match. */
const CAPTION_HEIGHT = '44px';

const TileButton = styled.button`
  display: block;
  /* The card clips overflow: an outer focus ring would be cut off. */
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.space[1]}px;
  }
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
  display: block;
  height: ${CAPTION_HEIGHT};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: ${CAPTION_HEIGHT};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition: color 0.2s ease;
`;

const SkeletonTile = styled.div`
  padding: ${({ theme }) => theme.space[3]}px;
`;

export default function SquareImageGrid4({ id, menu }: TemplateProps) {
  const list = useContentList(id, { paged: true, pageSize: PAGE_SIZE });
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <TemplatePage menu={menu}>
      <ContentStates
        state={list}
        skeleton={
          <Grid $columns={4}>
            {Array.from({ length: list.pageSize }, (_, index) => (
              <li key={index}>
                <Card>
                  <SkeletonTile>
                    <SkeletonBlock $ratio={SQUARE} />
                    <SkeletonBlock $height={CAPTION_HEIGHT} />
                  </SkeletonTile>
                </Card>
              </li>
            ))}
          </Grid>
        }
      >
        <Grid $columns={4} aria-busy={list.isFetching}>
          {list.items.map((item, index) => (
            <li key={item.id} className="animate">
              <Card>
                <TileButton
                  type="button"
                  aria-label={messages.openImage(item.title)}
                  aria-haspopup="dialog"
                  onClick={() => setOpenIndex(index)}
                >
                  <Square src={item.image} alt={item.title} ratio={SQUARE} priority={index === 0} />
                  <Caption>{item.title}</Caption>
                </TileButton>
              </Card>
            </li>
          ))}
        </Grid>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      </ContentStates>
      {openIndex !== null && (
        <Lightbox
          items={list.items}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </TemplatePage>
  );
}
