import { combineSlices } from '@reduxjs/toolkit';
import { makeApiStore } from '@/api/api-store';
import { baseApi } from '@/api/base-api';
import type { CallEnvironment } from '@/api/base-query';
import { loadingSlice } from '@/api/loading-slice';
import { siteSlice } from '@/api/site-slice';
import { showErrorToast } from '@/features/feedback/toast';
import { userInfoSlice } from '@/features/user-info/user-info-slice';

const rootReducer = combineSlices(baseApi, loadingSlice, siteSlice, userInfoSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** The browser's call environment: a failed call is shown to the visitor as an error toast. */
export const browserCalls: CallEnvironment = { showError: (message) => showErrorToast(message) };

/**
 * A new store: one for the app, one per page the server renders (with its own environment), a
 * fresh one per test. The API layer reports failures through `calls`, never by itself.
 */
export function makeStore(preloadedState?: Partial<RootState>, calls: CallEnvironment = browserCalls) {
  return makeApiStore(rootReducer, preloadedState, calls);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
