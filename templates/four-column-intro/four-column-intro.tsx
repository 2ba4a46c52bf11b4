import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { bareList, oneLine } from '@/features/content/css-recipes';
import { Card, Clamp } from '@/features/content/layout';
import { blockSkeleton, PagedList } from '@/features/content/paged-list';
import { media } from '@/theme/theme';
import { fourColumnIntroMessages } from './messages';

/** Two full rows of four columns: a page of six would leave the second row half empty. */
const BLOCKS_PER_PAGE = 8;
/** Every block (icon, title, three summary lines, link) has this height, as does its skeleton. */
const BLOCK_HEIGHT = '320px';
const ICON_SIZE = '88px';

/** One column on phones, two on tablets, four on desktop. */
const Columns = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  ${bareList}
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]}px;
  }
`;

const Block = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  height: ${BLOCK_HEIGHT};
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[5]}px ${theme.space[5]}px`};
  text-align: center;
  border-bottom: 3px solid transparent;
  &:hover {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Icon = styled(ContentImage)`
  flex: none;
  width: ${ICON_SIZE};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Title = styled.h2`
  width: 100%;
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  ${oneLine}
`;

const MoreLink = styled(ContentLink)`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

function FourColumnIntroBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      as={Columns}
      skeleton={blockSkeleton({ $height: BLOCK_HEIGHT })}
      renderItem={(item, index) => (
        <li className="animate">
          <Block>
            <Icon src={item.image} decorative ratio="1 / 1" priority={index === 0} />
            <Title>{item.title}</Title>
            <Clamp $lines={3}>{item.summary}</Clamp>
            <MoreLink item={item}>
              {fourColumnIntroMessages.learnMore}
              <span className="visually-hidden">：{item.title}</span>
            </MoreLink>
          </Block>
        </li>
      )}
    />
  );
}

const template = contentListTemplate({ pageSize: BLOCKS_PER_PAGE, paged: true }, FourColumnIntroBody);
export const firstCalls = template.firstCalls;
export default template.Page;
