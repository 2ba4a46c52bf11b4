import styled from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { imageCardsTemplate } from '@/features/content/image-cards';
import { media } from '@/theme/theme';
import { lineClamp } from '@/features/content/css-recipes';

const IMAGE_RATIO = '3 / 2';
/** Two title lines (tiles are narrow on phones): fixed, so a tile and its skeleton match. */
const TITLE_HEIGHT = '64px';
const ACCENT_THICKNESS = '3px';

/** The accent bar beside the title takes the brand colour with it on hover. */
const TileLink = styled(CardLink)`
  &:hover h2 {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h2`
  ${lineClamp(2)}
  height: ${TITLE_HEIGHT};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-left: ${ACCENT_THICKNESS} solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 1.6;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    line-height: 1.5;
  }
`;

const template = imageCardsTemplate({
  list: { paged: true },
  columns: 4,
  ratio: IMAGE_RATIO,
  textHeight: TITLE_HEIGHT,
  link: TileLink,
  renderText: (item) => <Title>{item.title}</Title>,
});
export const firstCalls = template.firstCalls;
export default template.Page;
