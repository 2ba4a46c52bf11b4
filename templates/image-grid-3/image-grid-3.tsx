import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { Card, Grid } from '@/features/content/layout';
import { Pagination } from '@/features/content/pagination';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import { useContentList } from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';

const IMAGE_RATIO = '4 / 3';
/** One caption line: fixed, so a card and its skeleton have the same height. */
const CAPTION_HEIGHT = '56px';

const TileLink = styled(ContentLink)`
  display: block;
  /* The card clips overflow: an outer focus ring would be cut off. */
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.space[1]}px;
  }
  &:hover img {
    transform: scale(1.05);
  }
  &:hover h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Caption = styled.h2`
  height: ${CAPTION_HEIGHT};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: ${CAPTION_HEIGHT};
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition: color 0.2s ease;
`;

export default function ImageGrid3({ id, menu }: TemplateProps) {
  const list = useContentList(id, { paged: true });

  return (
    <TemplatePage menu={menu}>
      <ContentStates
        state={list}
        skeleton={
          <Grid $columns={3}>
            {Array.from({ length: list.pageSize }, (_, index) => (
              <li key={index}>
                <Card>
                  <SkeletonBlock $ratio={IMAGE_RATIO} />
                  <SkeletonBlock $height={CAPTION_HEIGHT} />
                </Card>
              </li>
            ))}
          </Grid>
        }
      >
        <Grid $columns={3} aria-busy={list.isFetching}>
          {list.items.map((item, index) => (
            <li key={item.id} className="animate">
              <Card>
                <TileLink item={item}>
                  <ContentImage
                    src={item.image}
                    alt={item.title}
                    ratio={IMAGE_RATIO}
                    priority={index === 0}
                  />
                  <Caption>{item.title}</Caption>
                </TileLink>
              </Card>
            </li>
          ))}
        </Grid>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      </ContentStates>
    </TemplatePage>
  );
}
