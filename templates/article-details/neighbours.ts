import type { ContentItem } from '@contract/site-content';

type Neighbours = { previous: ContentItem | undefined; next: ContentItem | undefined };

/** Local storage may hold anything: only entries that look like content items count. */
export function isContentItem(value: unknown): value is ContentItem {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ContentItem>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.menuId === 'number' &&
    typeof candidate.title === 'string'
  );
}

/** The items before and after the article in the last list the visitor saw, when it holds the article. */
export function neighboursIn(list: readonly unknown[], articleId: number): Neighbours {
  const items = list.filter(isContentItem);
  const index = items.findIndex((item) => item.id === articleId);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: items[index - 1], next: items[index + 1] };
}
