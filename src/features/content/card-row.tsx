import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { media } from '@/theme/theme';
import { CardLink } from './card-link';
import { CARD_SIZES, ItemImage } from './content-image';
import { bareList } from './css-recipes';
import { Card } from './layout';
import { PagedList } from './paged-list';
import type { Ratio } from './ratio';
import { SkeletonBlock } from './skeleton';
import type { ContentList } from './use-content-list';

/** The gap between rows, a step of the theme's space scale. */
type RowGap = 4 | 5 | 6 | 7;

const Rows = styled.ol<{ $gap: RowGap }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
  ${bareList}
`;

type ListProps = { children?: ReactNode; 'aria-busy'?: boolean };
const rowLists = new Map<RowGap, ComponentType<ListProps>>();
/** The list element for a gap, one per gap so that React keeps the list from render to render. */
function rowsWithGap(gap: RowGap) {
  let list = rowLists.get(gap);
  if (!list) {
    list = (props: ListProps) => <Rows $gap={gap} {...props} />;
    rowLists.set(gap, list);
  }
  return list;
}

type RowLayoutProps = { $imageWidth?: string; $height?: string; $imageRight: boolean };

/**
 * Image above the text on phones, beside it from tablets on: a column of a fixed width (the row
 * as tall as `$height`), or two halves; `$imageRight` puts the image on the right.
 */
const rowLayout = ({ $imageWidth, $height, $imageRight }: RowLayoutProps) => `
  display: grid;
  ${media.tablet} {
    grid-template-columns: ${$imageWidth ?? 'minmax(0, 1fr)'} minmax(0, 1fr);
    ${$height ? `height: ${$height};` : ''}
    ${$imageRight ? '& > :first-child { order: 1; }' : ''}
  }
`;

const RowLink = styled(CardLink)<RowLayoutProps>`
  ${rowLayout}
`;

const SkeletonRow = styled.div<RowLayoutProps>`
  ${rowLayout}
`;

/** The text beside the image: a fixed height under it on phones, the row's height from tablets on. */
const RowText = styled.div<{ $phoneHeight: string; $centred: boolean }>`
  display: flex;
  flex-direction: column;
  ${({ $centred }) => ($centred ? 'justify-content: center;' : '')}
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${({ $phoneHeight }) => $phoneHeight};
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: hidden;
  ${media.tablet} {
    height: 100%;
    padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[6]}px`};
  }
`;

type CardRowsProps = {
  list: ContentList;
  /** The image's frame. */
  ratio: Ratio;
  /** The gap between rows (theme space step). */
  gap: RowGap;
  /** From tablets on: the image column's width and the row's height; without, two halves. */
  imageWidth?: string;
  rowHeight?: string;
  /** The image on the right in this row (from tablets on). */
  imageRight?: (index: number) => boolean;
  /** The text block's height under the image on phones. */
  phoneTextHeight: string;
  /** The text centred vertically in its block. */
  centred?: boolean;
  /** The text (title, date, summary …) in the template's own look. */
  renderText: (item: ContentItem, index: number) => ReactNode;
};

const never = () => false;

/**
 * A paged list of linked card rows: a picture of a fixed ratio beside (from tablets on) or above
 * a text block of a fixed size, so a row and its skeleton have the same size. The picture is
 * decorative (the title is in the text), and the first of the page loads first.
 */
export function CardRows({
  list,
  ratio,
  gap,
  imageWidth,
  rowHeight,
  imageRight = never,
  phoneTextHeight,
  centred = false,
  renderText,
}: CardRowsProps) {
  const layout = (index: number) => ({
    $imageWidth: imageWidth,
    $height: rowHeight,
    $imageRight: imageRight(index),
  });
  return (
    <PagedList
      list={list}
      as={rowsWithGap(gap)}
      skeleton={(index) => (
        <li>
          <Card as="div">
            <SkeletonRow {...layout(index)}>
              <SkeletonBlock $ratio={ratio} />
              <RowText $phoneHeight={phoneTextHeight} $centred={centred}>
                <SkeletonBlock $height="100%" />
              </RowText>
            </SkeletonRow>
          </Card>
        </li>
      )}
      renderItem={(item, index) => (
        <li className="animate">
          <Card>
            <RowLink item={item} {...layout(index)}>
              <ItemImage item={item} sizes={CARD_SIZES} ratio={ratio} priority={index === 0} />
              <RowText $phoneHeight={phoneTextHeight} $centred={centred}>
                {renderText(item, index)}
              </RowText>
            </RowLink>
          </Card>
        </li>
      )}
    />
  );
}
