import styled, { css } from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { PagedList } from '@/features/content/paged-list';
import { RuledList, RuledRow } from '@/features/content/ruled-list';
import { PublishDate } from '@/features/content/publish-date';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';
import { lineClamp, oneLine } from '@/features/content/css-recipes';

const THUMB_RATIO = '4 / 3';
/** Thumbnail widths; a row is as tall as its thumbnail plus the padding (no shift while loading). */
const PHONE_THUMB_WIDTH = '112px';
const TABLET_THUMB_WIDTH = '200px';
const PHONE_ROW_HEIGHT = '116px';
const TABLET_ROW_HEIGHT = '182px';

const Row = styled(RuledRow)`
  height: ${PHONE_ROW_HEIGHT};
  ${media.tablet} {
    height: ${TABLET_ROW_HEIGHT};
  }
`;

const rowLayout = css`
  display: grid;
  grid-template-columns: ${PHONE_THUMB_WIDTH} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]}px;
  ${media.tablet} {
    grid-template-columns: ${TABLET_THUMB_WIDTH} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[5]}px;
  }
`;

const RowLink = styled(ContentLink)`
  ${rowLayout}
  &:hover h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SkeletonRow = styled.div`
  ${rowLayout}
`;

const Thumb = styled(ContentImage)`
  border-radius: ${({ theme }) => theme.radii.small}px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  overflow: hidden;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    line-height: 1.5;
    ${oneLine}
    transition: color 0.2s ease;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[3]}px;
    }
  }
`;

/** One line on phones, three beside the larger thumbnail. */
const Summary = styled.p`
  ${lineClamp(1)}
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  ${media.tablet} {
    -webkit-line-clamp: 3;
  }
`;

const Day = styled(PublishDate)`
  margin: auto 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

function TextImageListBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      as={RuledList}
      skeleton={() => (
        <Row>
          <SkeletonRow>
            <SkeletonBlock $ratio={THUMB_RATIO} />
            <Text>
              <SkeletonBlock $height="100%" />
            </Text>
          </SkeletonRow>
        </Row>
      )}
      renderItem={(item, index) => (
        <Row className="animate">
          <RowLink item={item}>
            <Thumb src={item.image} decorative ratio={THUMB_RATIO} priority={index === 0} />
            <Text>
              <h2>{item.title}</h2>
              <Summary>{item.summary}</Summary>
              <Day value={item.publishTime} />
            </Text>
          </RowLink>
        </Row>
      )}
    />
  );
}

const template = contentListTemplate({ paged: true }, TextImageListBody);
export const firstCalls = template.firstCalls;
export default template.Page;
