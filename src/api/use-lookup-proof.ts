import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { prepareLookupProof } from './lookup-proof';
import { lookupChallengeFetcher } from './public-api';

/**
 * Starts solving the next admission lookup's challenge in the background (issue 35): the lookup
 * page calls it when its form shows and after an answer, so the proof is ready by the next tap.
 */
export function usePrepareLookupProof(): () => void {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(() => prepareLookupProof(lookupChallengeFetcher(dispatch)), [dispatch]);
}
