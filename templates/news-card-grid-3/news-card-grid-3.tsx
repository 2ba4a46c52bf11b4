import styled from 'styled-components';
import { ImageCards } from '@/features/content/image-cards';
import { Clamp } from '@/features/content/layout';
import { PublishDate } from '@/features/content/publish-date';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';

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
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.5;
`;

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { byPublishTime: true, paged: true };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function NewsCardGrid3({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);

  return (
    <TemplatePage menu={menu}>
      <ImageCards
        list={list}
        columns={3}
        ratio={IMAGE_RATIO}
        textHeight={BODY_HEIGHT}
        renderText={(item) => (
          <Body>
            <Day value={item.publishTime} />
            <Title>{item.title}</Title>
            <Clamp $lines={2}>{item.summary}</Clamp>
          </Body>
        )}
      />
    </TemplatePage>
  );
}
