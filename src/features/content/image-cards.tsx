import type { ComponentType, ReactNode } from 'react';
import type { ContentItem } from '@contract/site-content';
import { CardLink } from './card-link';
import { type ContentListBodyProps, contentListTemplate } from './content-list-template';
import { CARD_SIZES, ItemImage } from './content-image';
import { Card, type Columns } from './layout';
import { type ListPlacement, PagedList } from './paged-list';
import type { Ratio } from './ratio';
import { SkeletonBlock } from './skeleton';
import type { ContentList, ContentListOptions } from './use-content-list';

type ImageCardsProps = {
  list: ContentList;
  /** The picture's frame on top of each card. */
  ratio: Ratio;
  /** The fixed height of the text under the picture (the template's text block keeps it too). */
  textHeight: string;
  /** The text under the picture (title, date, summary …) in the template's own look. */
  renderText: (item: ContentItem) => ReactNode;
  /** The card's link, when the template adds to the kit's hover effects. */
  link?: ComponentType<{ item: ContentItem; children: ReactNode }>;
  /** The card around each item, when the template adds to the kit's card. */
  card?: ComponentType<{ children: ReactNode }>;
  /** The skeleton's slots without the card around them (a bare picture and text block). */
  bareSkeleton?: boolean;
} & ListPlacement;

/**
 * A paged grid of linked cards, a picture of a fixed ratio over a text block of a fixed height,
 * so a card and its skeleton have the same size. The title is in the text: the picture is
 * decorative, and the first of the page loads first.
 */
export function ImageCards({
  list,
  ratio,
  textHeight,
  renderText,
  link: Link = CardLink,
  card: ItemCard = Card,
  bareSkeleton = false,
  ...grid
}: ImageCardsProps) {
  const slot = (
    <>
      <SkeletonBlock $ratio={ratio} />
      <SkeletonBlock $height={textHeight} />
    </>
  );
  return (
    <PagedList
      list={list}
      {...grid}
      skeleton={() => <li>{bareSkeleton ? slot : <ItemCard>{slot}</ItemCard>}</li>}
      renderItem={(item, index) => (
        <li className="animate">
          <ItemCard>
            <Link item={item}>
              <ItemImage item={item} sizes={CARD_SIZES} ratio={ratio} priority={index === 0} />
              {renderText(item)}
            </Link>
          </ItemCard>
        </li>
      )}
    />
  );
}

/** The cards in the kit's grid; the list is the template's call (paged, newest first …). */
type ImageCardsTemplateSpec = Omit<ImageCardsProps, 'list' | keyof ListPlacement> & {
  list: ContentListOptions;
  columns: Columns;
};

/**
 * A template whose page is its menu's list as image cards: the template gives only the cards'
 * columns, picture and text (as contentListTemplate, with ImageCards for the body).
 */
export function imageCardsTemplate({ list: options, ...cards }: ImageCardsTemplateSpec) {
  function ImageCardsBody({ list }: ContentListBodyProps) {
    return <ImageCards list={list} {...cards} />;
  }
  return contentListTemplate(options, ImageCardsBody);
}
