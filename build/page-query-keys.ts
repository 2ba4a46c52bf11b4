import { loadAppModule } from './load-ts';

/**
 * The query keys the site's pages read, sorted: src/lib/page-query.ts's list, which pages must
 * read their query through (its type takes no other key).
 */
export function pageQueryKeys(): string[] {
  const { PAGE_QUERY_KEYS } = loadAppModule<{ PAGE_QUERY_KEYS: readonly string[] }>(
    '../src/lib/page-query.ts',
  );
  return [...PAGE_QUERY_KEYS].sort();
}
