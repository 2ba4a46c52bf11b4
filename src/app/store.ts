import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/base-api';
import type { CallEnvironment } from '@/api/base-query';
import { loadingSlice } from '@/api/loading-slice';
import { siteSlice } from '@/api/site-slice';
import { userInfoSlice } from '@/features/user-info/user-info-slice';

const rootReducer = combineSlices(baseApi, loadingSlice, siteSlice, userInfoSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A new store: one for the app, one per page the server renders, a fresh one per test. */
export function makeStore(preloadedState?: Partial<RootState>, calls: CallEnvironment = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: calls } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
