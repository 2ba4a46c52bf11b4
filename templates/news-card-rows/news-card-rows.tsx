import styled from 'styled-components';
import { CardRows } from '@/features/content/card-row';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { oneLine } from '@/features/content/css-recipes';
import { Clamp } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { PublishDate } from '@/features/content/publish-date';

const IMAGE_RATIO = '16 / 10';
/** The image column from tablets on; the row is as tall as the image (320 × 10 / 16). */
const IMAGE_WIDTH = '320px';
const ROW_HEIGHT = '200px';
/** The text block under the image on phones. */
const PHONE_TEXT_HEIGHT = '200px';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  line-height: 1.4;
  ${oneLine}
`;

const Day = styled(PublishDate)`
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReadMore = styled.span`
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  transition: color 0.2s ease;
  a:hover & {
    color: ${({ theme }) => theme.colors.primary};
  }
  &::after {
    content: ' →';
  }
`;

function NewsCardRowsBody({ list }: ContentListBodyProps) {
  return (
    <CardRows
      list={list}
      ratio={IMAGE_RATIO}
      gap={5}
      imageWidth={IMAGE_WIDTH}
      rowHeight={ROW_HEIGHT}
      phoneTextHeight={PHONE_TEXT_HEIGHT}
      renderText={(item) => (
        <>
          <Title>{item.title}</Title>
          <Day value={item.publishTime} />
          <Clamp $lines={3}>{item.summary}</Clamp>
          <ReadMore aria-hidden="true">{contentMessages.readMore}</ReadMore>
        </>
      )}
    />
  );
}

const template = contentListTemplate({ byPublishTime: true, paged: true }, NewsCardRowsBody);
export const firstCalls = template.firstCalls;
export default template.Page;
