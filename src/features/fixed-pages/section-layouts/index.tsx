/**
 * The layouts a fixed page's sections are drawn in (one file each); a sub-menu's template names
 * its layout (the descriptor's `section`, ../section-layout.ts).
 */
import type { SectionLayout } from '../section-layout';
import { bandLayout } from './band';
import { cardsLayout } from './cards';
import { galleryLayout } from './gallery';
import { newsLayout } from './news';
import { rowsLayout } from './rows';
import type { ItemsProps, LayoutView } from './shared';
import { spotlightLayout } from './spotlight';
import { timelineLayout } from './timeline';

const LAYOUTS: Readonly<Record<SectionLayout, LayoutView>> = {
  news: newsLayout,
  cards: cardsLayout,
  rows: rowsLayout,
  gallery: galleryLayout,
  band: bandLayout,
  timeline: timelineLayout,
  spotlight: spotlightLayout,
};

/** A section's items in the given layout. */
export function SectionItems({ layout, items, priority = false }: ItemsProps & { layout: SectionLayout }) {
  const { Items } = LAYOUTS[layout];
  return <Items items={items} priority={priority} />;
}

/** The placeholder of a section in the given layout: the same size as its items. */
export function SectionSkeleton({ layout, count }: { layout: SectionLayout; count: number }) {
  const { Skeleton } = LAYOUTS[layout];
  return <Skeleton count={count} />;
}
