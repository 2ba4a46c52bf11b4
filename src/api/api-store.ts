import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import type { CallEnvironment } from './base-query';

/**
 * A store over `reducer` (which holds the base API's slice) as both apps make theirs: the base
 * API's middleware and listeners, and `calls` handed to the API layer as the thunks' extra
 * argument, through which it reports failures (never by itself).
 */
/** A state with the base API's slice, which its middleware reads. */
type WithApi = Record<typeof baseApi.reducerPath, ReturnType<typeof baseApi.reducer>>;

export function makeApiStore<State extends WithApi>(
  reducer: Reducer<State, UnknownAction, Partial<State>>,
  preloadedState: Partial<State> | undefined,
  calls: CallEnvironment,
) {
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: calls } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}
