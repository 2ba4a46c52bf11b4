import { useCallback } from 'react';
import type { ApiError } from './envelope';
import { type ChallengeFetcher, prepareLookupProof } from './lookup-proof';
import { apiMessages } from './messages';
import { publicApi } from './public-api';

/**
 * Starts solving the next admission lookup's challenge in the background (issue 35): the lookup
 * page calls it when its form shows and after an answer, so the proof is ready by the next tap.
 */
export function usePrepareLookupProof(): () => void {
  const [fetchChallenge] = publicApi.endpoints.getLookupChallenge.useLazyQuery();
  return useCallback(() => {
    const fetcher: ChallengeFetcher = async () => {
      const result = await fetchChallenge();
      return result.data
        ? { data: result.data }
        : { error: (result.error as ApiError | undefined) ?? { message: apiMessages.unknown } };
    };
    prepareLookupProof(fetcher);
  }, [fetchChallenge]);
}
