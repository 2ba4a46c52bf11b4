import styled from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { ImageCards } from '@/features/content/image-cards';
import { Clamp } from '@/features/content/layout';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';

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
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
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

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { paged: true };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function CaptionedImageList({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);

  return (
    <TemplatePage menu={menu}>
      <ImageCards
        list={list}
        columns={3}
        ratio={IMAGE_RATIO}
        textHeight={CAPTION_HEIGHT}
        link={CaptionLink}
        renderText={(item) => (
          <Caption>
            <h2>{item.title}</h2>
            <Clamp $lines={3}>{item.summary}</Clamp>
          </Caption>
        )}
      />
    </TemplatePage>
  );
}
