import { useState } from 'react';
import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentStates } from '@/features/content/content-states';
import { Pagination } from '@/features/content/pagination';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import { useContentList } from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';
import { Lightbox } from './lightbox';

const TILE_RATIO = '4 / 3';

/** Two images a row on phones, three from tablets on: a page of six fills whole rows. */
const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
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

export default function PagedImageGallery({ id, menu }: TemplateProps) {
  const list = useContentList(id, { paged: true });
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <TemplatePage menu={menu}>
      <ContentStates
        state={list}
        skeleton={
          <Gallery>
            {Array.from({ length: list.pageSize }, (_, index) => (
              <li key={index}>
                <SkeletonBlock $ratio={TILE_RATIO} />
              </li>
            ))}
          </Gallery>
        }
      >
        <Gallery aria-busy={list.isFetching}>
          {list.items.map((item, index) => (
            <li key={item.id} className="animate">
              <Tile
                type="button"
                aria-label={item.title}
                aria-haspopup="dialog"
                onClick={() => setOpenIndex(index)}
              >
                <ContentImage src={item.image} alt={item.title} ratio={TILE_RATIO} priority={index === 0} />
              </Tile>
            </li>
          ))}
        </Gallery>
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          onChange={(page) => {
            setOpenIndex(null);
            list.setPage(page);
          }}
        />
        {openIndex !== null && (
          <Lightbox
            items={list.items}
            index={openIndex}
            onMove={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        )}
      </ContentStates>
    </TemplatePage>
  );
}
