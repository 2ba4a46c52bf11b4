import styled from 'styled-components';
import { CardRows } from '@/features/content/card-row';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { contentMessages } from '@/features/content/messages';
import { media } from '@/theme/theme';
import { lineClamp, oneLine } from '@/features/content/css-recipes';

const IMAGE_RATIO = '16 / 10';
/** The text under the image on phones; from tablets on it is as tall as the image beside it. */
const PHONE_TEXT_HEIGHT = '200px';

/** The row's number, a decoration: the list already says where an item stands. */
const Ordinal = styled.span`
  font-size: ${({ theme }) => theme.fontSizes[6]}px;
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  line-height: 1.3;
  ${oneLine}
`;

const Summary = styled.p`
  ${lineClamp(2)}
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  ${media.desktop} {
    -webkit-line-clamp: 4;
  }
`;

const ReadMore = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  &::after {
    content: ' →';
  }
`;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const imageRight = (index: number) => index % 2 === 1;

function AlternatingImageListBody({ list }: ContentListBodyProps) {
  const firstOrdinal = (list.page - 1) * list.pageSize + 1;

  return (
    <CardRows
      list={list}
      ratio={IMAGE_RATIO}
      gap={6}
      imageRight={imageRight}
      phoneTextHeight={PHONE_TEXT_HEIGHT}
      centred
      renderText={(item, index) => (
        <>
          <Ordinal aria-hidden="true">{twoDigits(firstOrdinal + index)}</Ordinal>
          <Title>{item.title}</Title>
          <Summary>{item.summary}</Summary>
          <ReadMore aria-hidden="true">{contentMessages.readMore}</ReadMore>
        </>
      )}
    />
  );
}

const template = contentListTemplate({ paged: true }, AlternatingImageListBody);
export const firstCalls = template.firstCalls;
export default template.Page;
