import styled from 'styled-components';
import { lineClamp } from '@/features/content/css-recipes';
import { imageCardsTemplate } from '@/features/content/image-cards';
import { Clamp } from '@/features/content/layout';
import { PublishDate } from '@/features/content/publish-date';

const IMAGE_RATIO = '16 / 9';
/** Date, two title lines and two summary lines: fixed, so a card and its skeleton match. */
const BODY_HEIGHT = '176px';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${BODY_HEIGHT};
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: hidden;
`;

const Day = styled(PublishDate)`
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Title = styled.h2`
  ${lineClamp(2)}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.5;
`;

const template = imageCardsTemplate({
  list: { byPublishTime: true, paged: true },
  columns: 3,
  ratio: IMAGE_RATIO,
  textHeight: BODY_HEIGHT,
  renderText: (item) => (
    <Body>
      <Day value={item.publishTime} />
      <Title>{item.title}</Title>
      <Clamp $lines={2}>{item.summary}</Clamp>
    </Body>
  ),
});
export const firstCalls = template.firstCalls;
export default template.Page;
