import styled, { css } from 'styled-components';
import { CardLink } from '@/features/content/card-link';
import { ContentImage } from '@/features/content/content-image';
import { Card } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { PagedList } from '@/features/content/paged-list';
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
/** The text under the image on phones; from tablets on it is as tall as the image beside it. */
const PHONE_TEXT_HEIGHT = '200px';

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Stacked on phones; two halves from tablets on, the image on the right in every second row. */
const rowLayout = css<{ $imageRight: boolean }>`
  display: grid;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-child {
      order: ${({ $imageRight }) => ($imageRight ? 1 : 0)};
    }
  }
`;

const RowLink = styled(CardLink)<{ $imageRight: boolean }>`
  ${rowLayout}
`;

const SkeletonRow = styled.div<{ $imageRight: boolean }>`
  ${rowLayout}
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${PHONE_TEXT_HEIGHT};
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: hidden;
  ${media.tablet} {
    height: 100%;
    padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[6]}px`};
  }
`;

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
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Summary = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
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

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { paged: true };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function AlternatingImageList({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);
  const firstOrdinal = (list.page - 1) * list.pageSize + 1;

  return (
    <TemplatePage menu={menu}>
      <PagedList
        list={list}
        as={Rows}
        skeleton={(index) => (
          <li>
            <Card as="div">
              <SkeletonRow $imageRight={imageRight(index)}>
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
              <RowLink item={item} $imageRight={imageRight(index)}>
                <ContentImage src={item.image} decorative ratio={IMAGE_RATIO} priority={index === 0} />
                <Text>
                  <Ordinal aria-hidden="true">{twoDigits(firstOrdinal + index)}</Ordinal>
                  <Title>{item.title}</Title>
                  <Summary>{item.summary}</Summary>
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
