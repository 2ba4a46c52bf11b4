import styled from 'styled-components';
import { oneLine } from '@/features/content/css-recipes';
import { imageCardsTemplate } from '@/features/content/image-cards';

const IMAGE_RATIO = '4 / 3';
/** One caption line: fixed, so a card and its skeleton have the same height. */
const CAPTION_HEIGHT = '56px';

const Caption = styled.h2`
  height: ${CAPTION_HEIGHT};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: ${CAPTION_HEIGHT};
  text-align: center;
  ${oneLine}
`;

const template = imageCardsTemplate({
  list: { paged: true },
  columns: 3,
  ratio: IMAGE_RATIO,
  textHeight: CAPTION_HEIGHT,
  renderText: (item) => <Caption>{item.title}</Caption>,
});
export const firstCalls = template.firstCalls;
export default template.Page;
