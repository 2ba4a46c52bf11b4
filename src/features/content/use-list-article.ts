import { skipToken } from '@reduxjs/toolkit/query';
import { CODE } from '@contract/codes';
import { useGetSiteContentDetailsQuery } from '@/api/public-api';
import type { ContentList } from './use-content-list';

/**
 * One item of a menu's list in full (the list carries only summaries: the body comes from the
 * details call): the item `articleId` names, else the list's first. `state` covers both calls,
 * for ContentStates: loading until the article is there, failed when either call failed, empty
 * when there is no article to show. `isNotFound`: the server has no article of that id.
 */
export function useListArticle(list: ContentList, articleId: number | null = null) {
  const id = articleId ?? list.items[0]?.id;
  const details = useGetSiteContentDetailsQuery(id === undefined ? skipToken : { id });
  // currentData: never the article of another menu while this one loads.
  const article = details.currentData;
  return {
    /** The id of the article shown (undefined: none). */
    articleId: id,
    article,
    // The error stays while the call is asked again (after hydration): the notice does not flicker.
    isNotFound: !article && details.error?.code === CODE.notFound,
    state: {
      isLoading: list.isLoading || (id !== undefined && !article && !details.isError),
      isError: list.isError || details.isError,
      isEmpty: id === undefined,
      refetch: () => (list.isError ? list.refetch() : details.refetch()),
    },
  };
}
