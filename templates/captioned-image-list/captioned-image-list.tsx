import styled from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { oneLine } from '@/features/content/css-recipes';
import { imageCardsTemplate } from '@/features/content/image-cards';
import { Clamp } from '@/features/content/layout';

const IMAGE_RATIO = '3 / 2';
/** A title line and three summary lines: fixed, so a card and its skeleton match. */
const CAPTION_HEIGHT = '136px';
const ACCENT_WIDTH = '32px';
const ACCENT_THICKNESS = '2px';

/** The accent rule under the title runs out to the full width on hover. */
const CaptionLink = styled(CardLink)`
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
    ${oneLine}
  }
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

const template = imageCardsTemplate({
  list: { paged: true },
  columns: 3,
  ratio: IMAGE_RATIO,
  textHeight: CAPTION_HEIGHT,
  link: CaptionLink,
  renderText: (item) => (
    <Caption>
      <h2>{item.title}</h2>
      <Clamp $lines={3}>{item.summary}</Clamp>
    </Caption>
  ),
});
export const firstCalls = template.firstCalls;
export default template.Page;
