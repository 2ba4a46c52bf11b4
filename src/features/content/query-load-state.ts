import type { LoadState } from './content-states';

/** What ContentStates needs of an RTK Query answer: a failed refresh keeps the data shown. */
type QueryResult = { isLoading: boolean; isError: boolean; data?: unknown; refetch: () => unknown };

/** The load state of a query, for ContentStates; `isEmpty`: its answer has nothing to show. */
export const queryLoadState = (query: QueryResult, isEmpty: boolean): LoadState => ({
  isLoading: query.isLoading,
  isError: query.isError && !query.data,
  isEmpty,
  refetch: query.refetch,
});
