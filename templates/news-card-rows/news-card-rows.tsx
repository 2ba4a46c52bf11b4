import styled, { css } from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { ContentImage } from '@/features/content/content-image';
import { Card, Clamp } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { PagedList } from '@/features/content/paged-list';
import { PublishDate } from '@/features/content/publish-date';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';

const IMAGE_RATIO = '16 / 10';
/** The image column from tablets on; the row is as tall as the image (320 × 10 / 16). */
const IMAGE_WIDTH = '320px';
const ROW_HEIGHT = '200px';
/** The text block under the image on phones. */
const PHONE_TEXT_HEIGHT = '200px';

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Image above the text on phones, beside it from tablets on; shared by the skeleton. */
const rowLayout = css`
  display: grid;
  ${media.tablet} {
    grid-template-columns: ${IMAGE_WIDTH} minmax(0, 1fr);
    height: ${ROW_HEIGHT};
  }
`;

const SkeletonRow = styled.div`
  ${rowLayout}
`;

const RowLink = styled(CardLink)`
  ${rowLayout}
  &:hover span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${PHONE_TEXT_HEIGHT};
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: hidden;
  ${media.tablet} {
    height: 100%;
    padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[6]}px`};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  line-height: 1.4;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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
  &::after {
    content: ' →';
  }
`;

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { byPublishTime: true, paged: true };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function NewsCardRows({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);

  return (
    <TemplatePage menu={menu}>
      <PagedList
        list={list}
        as={Rows}
        skeleton={() => (
          <li>
            <Card as="div">
              <SkeletonRow>
                <SkeletonBlock $ratio={IMAGE_RATIO} />
                <Text>
                  <SkeletonBlock $height="100%" />
                </Text>
              </SkeletonRow>
            </Card>
          </li>
        )}
        renderItem={(item, index) => (
          <li className="animate">
            <Card>
              <RowLink item={item}>
                <ContentImage src={item.image} decorative ratio={IMAGE_RATIO} priority={index === 0} />
                <Text>
                  <Title>{item.title}</Title>
                  <Day value={item.publishTime} />
                  <Clamp $lines={3}>{item.summary}</Clamp>
                  <ReadMore aria-hidden="true">{contentMessages.readMore}</ReadMore>
                </Text>
              </RowLink>
            </Card>
          </li>
        )}
      />
    </TemplatePage>
  );
}
