import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { Card, Clamp, Grid } from '@/features/content/layout';
import { Pagination } from '@/features/content/pagination';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import { useContentList } from '@/features/content/use-content-list';
import { formatDate } from '@/lib/time-format';
import type { TemplateProps } from '@/registry/define-template';

const IMAGE_RATIO = '16 / 9';
/** Date, two title lines and two summary lines: fixed, so a card and its skeleton match. */
const BODY_HEIGHT = '176px';

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
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${BODY_HEIGHT};
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: hidden;
`;

const PublishDate = styled.time`
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Title = styled.h2`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.5;
  transition: color 0.2s ease;
`;

export default function NewsCardGrid3({ id, menu }: TemplateProps) {
  const list = useContentList(id, { byPublishTime: true, paged: true });

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
                  <SkeletonBlock $height={BODY_HEIGHT} />
                </Card>
              </li>
            ))}
          </Grid>
        }
      >
        <Grid $columns={3} aria-busy={list.isFetching}>
          {list.items.map((item, index) => {
            const date = formatDate(item.publishTime);
            return (
              <li key={item.id} className="animate">
                <Card>
                  <CardLink item={item}>
                    <ContentImage
                      src={item.image}
                      alt={item.title}
                      priority={index === 0}
                      ratio={IMAGE_RATIO}
                    />
                    <Body>
                      <PublishDate dateTime={date}>{date}</PublishDate>
                      <Title>{item.title}</Title>
                      <Clamp $lines={2}>{item.summary}</Clamp>
                    </Body>
                  </CardLink>
                </Card>
              </li>
            );
          })}
        </Grid>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      </ContentStates>
    </TemplatePage>
  );
}
