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
import { media } from '@/theme/theme';

const IMAGE_RATIO = '3 / 2';
/** Two title lines (tiles are narrow on phones): fixed, so a tile and its skeleton match. */
const TITLE_HEIGHT = '64px';
const ACCENT_THICKNESS = '3px';

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
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h2`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  height: ${TITLE_HEIGHT};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-left: ${ACCENT_THICKNESS} solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 1.6;
  transition: color 0.2s ease;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    line-height: 1.5;
  }
`;

export default function ImageGrid4({ id, menu }: TemplateProps) {
  const list = useContentList(id, { paged: true });

  return (
    <TemplatePage menu={menu}>
      <ContentStates
        state={list}
        skeleton={
          <Grid $columns={4}>
            {Array.from({ length: list.pageSize }, (_, index) => (
              <li key={index}>
                <Card>
                  <SkeletonBlock $ratio={IMAGE_RATIO} />
                  <SkeletonBlock $height={TITLE_HEIGHT} />
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
                <TileLink item={item}>
                  <ContentImage
                    src={item.image}
                    alt={item.title}
                    ratio={IMAGE_RATIO}
                    priority={index === 0}
                  />
                  <Title>{item.title}</Title>
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
