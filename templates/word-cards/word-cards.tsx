import styled from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { Card, Clamp, Grid } from '@/features/content/layout';
import { Pagination } from '@/features/content/pagination';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import { useContentList } from '@/features/content/use-content-list';
import { formatDate } from '@/lib/time-format';
import type { TemplateProps } from '@/registry/define-template';
import { wordCardsMessages } from './messages';

/** Every card has this height (title, three summary lines, footer), and so does its skeleton. */
const CARD_HEIGHT = '232px';

const TextCard = styled(Card)`
  height: ${CARD_HEIGHT};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  &:hover h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const CardLink = styled(ContentLink)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]}px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  line-height: 1.4;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition: color 0.2s ease;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export default function WordCards({ id, menu }: TemplateProps) {
  const list = useContentList(id, { byPublishTime: true, paged: true });

  return (
    <TemplatePage menu={menu}>
      <ContentStates
        state={list}
        skeleton={
          <Grid $columns={3}>
            {Array.from({ length: list.pageSize }, (_, index) => (
              <li key={index}>
                <SkeletonBlock $height={CARD_HEIGHT} />
              </li>
            ))}
          </Grid>
        }
      >
        <Grid $columns={3} aria-busy={list.isFetching}>
          {list.items.map((item) => {
            const date = formatDate(item.publishTime);
            return (
              <li key={item.id} className="animate">
                <TextCard>
                  <CardLink item={item}>
                    <Title>{item.title}</Title>
                    <Clamp $lines={3}>{item.summary}</Clamp>
                    <Footer>
                      <time dateTime={date}>{date}</time>
                      <span aria-hidden="true">{wordCardsMessages.readMore} →</span>
                    </Footer>
                  </CardLink>
                </TextCard>
              </li>
            );
          })}
        </Grid>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      </ContentStates>
    </TemplatePage>
  );
}
