import styled from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { ImageCards } from '@/features/content/image-cards';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';

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
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    line-height: 1.5;
  }
`;

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { paged: true };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function ImageGrid4({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);

  return (
    <TemplatePage menu={menu}>
      <ImageCards
        list={list}
        columns={4}
        ratio={IMAGE_RATIO}
        textHeight={TITLE_HEIGHT}
        link={TileLink}
        renderText={(item) => <Title>{item.title}</Title>}
      />
    </TemplatePage>
  );
}
