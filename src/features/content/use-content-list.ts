import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ContentListArgs,
  DEFAULT_PAGE_SIZE,
  type PublicQueryCall,
  useListSiteContentByPublishTimeQuery,
  useListSiteContentForClientQuery,
} from '@/api/public-api';
import type { PageQuery, PageQueryKey } from '@/lib/page-query';
import type { FirstCalls } from '@/registry/define-template';

export type ContentListOptions = {
  /** Newest first (the by-publish-time call) instead of the editors' order. */
  byPublishTime?: boolean;
  pageSize?: number;
  /** Keep the page in the url (`?page=3`), so back and reload return to it. */
  paged?: boolean;
};

const PAGE_PARAM: PageQueryKey = 'page';

/** The list page the url asks for (a list that is not paged shows its first page). */
function pageOf({ paged = false }: ContentListOptions, searchParams: PageQuery): number {
  const page = Number(searchParams.get(PAGE_PARAM));
  return paged && Number.isInteger(page) && page >= 1 ? page : 1;
}

function listArgs(menuId: number, options: ContentListOptions, searchParams: PageQuery): ContentListArgs {
  return { menuId, pageNum: pageOf(options, searchParams), pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE };
}

const NO_SEARCH = new URLSearchParams();

/**
 * The call useContentList makes for these options at this url, as data (a page's first calls).
 * Only a paged list reads the url.
 */
export function contentListCalls(
  menuId: number | null,
  options: ContentListOptions,
  searchParams: PageQuery = NO_SEARCH,
): PublicQueryCall[] {
  if (menuId === null) return [];
  const args = listArgs(menuId, options, searchParams);
  return [
    options.byPublishTime
      ? { endpoint: 'listSiteContentByPublishTime', args }
      : { endpoint: 'listSiteContentForClient', args },
  ];
}

/** The same calls, each followed by the details of its list's first item (shown in full). */
export const withFirstItemDetails = (calls: readonly PublicQueryCall[]): PublicQueryCall[] =>
  calls.map((call) => ({ ...call, thenFirstItemDetails: true }));

/** The first calls of a template whose page is its menu's content list. */
export const contentListFirstCalls =
  (options: ContentListOptions): FirstCalls =>
  ({ id, searchParams }) =>
    contentListCalls(id, options, searchParams);

/**
 * A menu's content list, page by page. Both list calls share this one hook so every
 * template pages, loads and fails the same way.
 */
export function useContentList(menuId: number | null, options: ContentListOptions = {}) {
  const { byPublishTime = false } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(options, searchParams);
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const args = menuId === null ? skipToken : listArgs(menuId, options, searchParams);

  const bySort = useListSiteContentForClientQuery(byPublishTime ? skipToken : args);
  const byTime = useListSiteContentByPublishTimeQuery(byPublishTime ? args : skipToken);
  const result = byPublishTime ? byTime : bySort;

  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(PAGE_PARAM, String(next));
          return params;
        },
        { preventScrollReset: false },
      );
      window.scrollTo({ top: 0 });
    },
    [setSearchParams],
  );

  return {
    items: result.data?.pageList ?? [],
    total: result.data?.total ?? 0,
    page,
    pageSize,
    setPage,
    /** First load (no data yet): show the skeleton. */
    isLoading: menuId !== null && (result.isLoading || (result.isFetching && !result.data)),
    /** A later page is loading over the current one. */
    isFetching: result.isFetching,
    isError: result.isError && !result.data,
    isEmpty: (result.data?.pageList.length ?? 0) === 0,
    refetch: result.refetch,
    /** No menu id at all (bad link): render the empty state. */
    isMissingMenu: menuId === null,
  };
}

/** What useContentList answers: a page of items and its load state. */
export type ContentList = ReturnType<typeof useContentList>;
