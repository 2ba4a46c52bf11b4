import styled from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { oneLine } from '@/features/content/css-recipes';
import { Card, Clamp } from '@/features/content/layout';
import { blockSkeleton, PagedList } from '@/features/content/paged-list';
import { PublishDate } from '@/features/content/publish-date';
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

const TextLink = styled(ContentLink)`
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
  ${oneLine}
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

function WordCardsBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      columns={3}
      skeleton={blockSkeleton({ $height: CARD_HEIGHT })}
      renderItem={(item) => (
        <li className="animate">
          <TextCard>
            <TextLink item={item}>
              <Title>{item.title}</Title>
              <Clamp $lines={3}>{item.summary}</Clamp>
              <Footer>
                <PublishDate value={item.publishTime} />
                <span aria-hidden="true">{wordCardsMessages.readMore} →</span>
              </Footer>
            </TextLink>
          </TextCard>
        </li>
      )}
    />
  );
}

const template = contentListTemplate({ byPublishTime: true, paged: true }, WordCardsBody);
export const firstCalls = template.firstCalls;
export default template.Page;
