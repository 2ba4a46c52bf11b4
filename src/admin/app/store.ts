import { combineSlices } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { makeApiStore } from '@/api/api-store';
import { baseApi } from '@/api/base-api';
import type { CallEnvironment } from '@/api/base-query';
import { loadingSlice } from '@/api/loading-slice';
import { showErrorToast } from '@/features/feedback/toast';
import { sessionSlice } from './session-slice';

/**
 * The console's store: the public app's conventions (src/app/store.ts) with the same base API,
 * so the generated hooks, the loading overlay and the error catalogue work as there. The public
 * site's slices (site data, visitor info) are not part of it; the session is.
 */
const rootReducer = combineSlices(baseApi, loadingSlice, sessionSlice);

export type ConsoleState = ReturnType<typeof rootReducer>;

/**
 * The console's call environment: a failure is an error toast, except 100000004, which the base
 * query leaves silent: the session slice sees it and the frame goes to sign-in.
 */
export const consoleCalls: CallEnvironment = { showError: (message) => showErrorToast(message) };

export function makeConsoleStore(
  preloadedState?: Partial<ConsoleState>,
  calls: CallEnvironment = consoleCalls,
) {
  return makeApiStore(rootReducer, preloadedState, calls);
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleDispatch = ConsoleStore['dispatch'];

export const useConsoleDispatch = useDispatch.withTypes<ConsoleDispatch>();
export const useConsoleSelector = useSelector.withTypes<ConsoleState>();
