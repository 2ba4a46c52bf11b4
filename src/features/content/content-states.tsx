import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { SkeletonRegion } from './skeleton';

type LoadState = {
  isLoading: boolean;
  isError: boolean;
  /** Whether there is anything to show once loaded. */
  isEmpty: boolean;
  refetch: () => unknown;
};

/** What ContentStates needs of an RTK Query answer: a failed refresh keeps the data shown. */
type QueryResult = { isLoading: boolean; isError: boolean; data?: unknown; refetch: () => unknown };

/** The load state of a query, for ContentStates; `isEmpty`: its answer has nothing to show. */
export const queryLoadState = (query: QueryResult, isEmpty: boolean): LoadState => ({
  isLoading: query.isLoading,
  isError: query.isError && !query.data,
  isEmpty,
  refetch: query.refetch,
});

/**
 * The four states of a template's data in one place: a fixed-size skeleton while loading,
 * a retry on failure, the empty state, then the content.
 */
export function ContentStates({
  state,
  skeleton,
  children,
}: {
  state: LoadState;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  if (state.isLoading) return <SkeletonRegion>{skeleton}</SkeletonRegion>;
  if (state.isError) return <EmptyState onRetry={() => void state.refetch()} />;
  if (state.isEmpty) return <EmptyState />;
  return <>{children}</>;
}
