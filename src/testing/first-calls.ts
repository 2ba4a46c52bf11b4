import { type PublicQueryCall, publicApi, startPublicCalls } from '@/api/public-api';
import { makeStore } from '@/app/store';

/**
 * A fresh store in which a template's first calls were started, as its route starts them before
 * the page renders; resolves once all of them are answered. Rendering the template with this
 * store then shows whether its hooks ask for anything its first calls did not.
 */
export async function storeWithFirstCalls(calls: readonly PublicQueryCall[]) {
  const store = makeStore();
  await startPublicCalls(store.dispatch, calls);
  await Promise.all(store.dispatch(publicApi.util.getRunningQueriesThunk()));
  return store;
}
