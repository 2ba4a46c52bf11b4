import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { Card, Clamp, Grid } from '@/features/content/layout';
import { Pagination } from '@/features/content/pagination';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import { useContentList } from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';

const IMAGE_RATIO = '3 / 2';
/** A title line and three summary lines: fixed, so a card and its skeleton match. */
const CAPTION_HEIGHT = '136px';
const ACCENT_WIDTH = '32px';
const ACCENT_THICKNESS = '2px';

const CardLink = styled(ContentLink)`
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
  &:hover h2::after {
    width: 100%;
  }
`;

const Caption = styled.div`
  height: ${CAPTION_HEIGHT};
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[4]}px 0`};
  overflow: hidden;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    line-height: 1.5;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    transition: color 0.2s ease;
  }
  /* A short accent rule under the title that runs out on hover. */
  h2::after {
    content: '';
    display: block;
    width: ${ACCENT_WIDTH};
    height: ${ACCENT_THICKNESS};
    margin-top: ${({ theme }) => theme.space[2]}px;
    background: ${({ theme }) => theme.colors.accent};
    transition: width 0.3s ease;
  }
`;

export default function CaptionedImageList({ id, menu }: TemplateProps) {
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
                <CardLink item={item}>
                  <ContentImage
                    src={item.image}
                    alt={item.title}
                    ratio={IMAGE_RATIO}
                    priority={index === 0}
                  />
                  <Caption>
                    <h2>{item.title}</h2>
                    <Clamp $lines={3}>{item.summary}</Clamp>
                  </Caption>
                </CardLink>
              </Card>
            </li>
          ))}
        </Grid>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      </ContentStates>
    </TemplatePage>
  );
}
