import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { apiBaseQuery } from './base-query';
import { challengeFetcher, prepareLookupProof } from './lookup-proof';

/**
 * Starts solving the next admission lookup's challenge in the background (issue 35): the lookup
 * page calls it when its form shows and after an answer, so the proof is ready by the next tap.
 * The challenge goes through the base query itself, not an endpoint: nothing of it is cached,
 * and the public entry carries no code for it.
 */
export function usePrepareLookupProof(): () => void {
  const store = useStore();
  return useCallback(() => {
    const api = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'lookupChallenge',
      type: 'query' as const,
    };
    prepareLookupProof(challengeFetcher((request) => apiBaseQuery(request, api, {})));
  }, [store]);
}
