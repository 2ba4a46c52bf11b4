import type { baseApi } from '@/api/base-api';

/** Either app's store: both hold the base API's slice. */
type StoreWithApi = { getState(): { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> } };

/** The requests the store's API has started (RTK Query's queries and mutations), answered or not. */
function requests(store: StoreWithApi) {
  const { queries, mutations } = store.getState().api;
  return [...Object.values(queries), ...Object.values(mutations)].filter((entry) => entry !== undefined);
}

/**
 * How many requests of `endpoint` the app has started. A request is recorded as it starts, so 0
 * right after the action means none was sent and none is on its way: no wait for one that might
 * arrive later.
 */
export const requestsStarted = (store: StoreWithApi, endpoint: string): number =>
  requests(store).filter((entry) => entry.endpointName === endpoint).length;

/** How many of the app's requests are not answered yet. */
export const requestsInFlight = (store: StoreWithApi): number =>
  requests(store).filter((entry) => entry.status === 'pending').length;
