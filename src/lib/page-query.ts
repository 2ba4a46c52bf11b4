/**
 * The query keys the site's pages read, all of them: a page's content may depend on these and on
 * nothing else of its query. The build writes them to dist/page-queries.json
 * (build/webpack/page-queries-plugin.ts) and the server renders and caches a page once per value
 * of these keys only, so that `?utm_source=…` or `?o=1` costs no render of its own
 * (server/src/web/page-renderer.ts). A page reads its query through PageQuery, whose `get` takes
 * these keys only: a key missing here does not compile, whether written out or held in a variable.
 */
export const PAGE_QUERY_KEYS = [
  /** The menu id of a template whose id travels in the query (`/word_list2?id=`). */
  'id',
  /** The list page (`?page=3`, src/features/content/use-content-list.ts). */
  'page',
  /** The article of an article page (templates/article-details). */
  'articleId',
  /** `pType=one`: an intro page showing its first item only (templates/intro). */
  'pType',
  /** The identity card number of /enroll_detail (src/features/enroll-lookup). */
  'idCardNo',
] as const;

export type PageQueryKey = (typeof PAGE_QUERY_KEYS)[number];

/** A page's query as pages may read it (URLSearchParams is one). */
export type PageQuery = { get(key: PageQueryKey): string | null };
