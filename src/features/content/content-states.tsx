import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { SkeletonRegion } from './skeleton';

export type LoadState = {
  isLoading: boolean;
  isError: boolean;
  /** Whether there is anything to show once loaded. */
  isEmpty: boolean;
  refetch: () => unknown;
};

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
