import styled from 'styled-components';
import { ImageCards } from '@/features/content/image-cards';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';

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
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { paged: true };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function ImageGrid3({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);

  return (
    <TemplatePage menu={menu}>
      <ImageCards
        list={list}
        columns={3}
        ratio={IMAGE_RATIO}
        textHeight={CAPTION_HEIGHT}
        renderText={(item) => <Caption>{item.title}</Caption>}
      />
    </TemplatePage>
  );
}
