import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PAGE_SIZE,
  useListSiteContentByPublishTimeQuery,
  useListSiteContentForClientQuery,
} from '@/api/public-api';

type Options = {
  /** Newest first (the by-publish-time call) instead of the editors' order. */
  byPublishTime?: boolean;
  pageSize?: number;
  /** Keep the page in the url (`?page=3`), so back and reload return to it. */
  paged?: boolean;
};

const PAGE_PARAM = 'page';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A menu's content list, page by page. Both list calls share this one hook so every
 * template pages, loads and fails the same way.
 */
export function useContentList(menuId: number | null, options: Options = {}) {
  const { byPublishTime = false, pageSize = DEFAULT_PAGE_SIZE, paged = false } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = paged ? pageFrom(searchParams.get(PAGE_PARAM)) : 1;
  const args = menuId === null ? skipToken : { menuId, pageNum: page, pageSize };

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
