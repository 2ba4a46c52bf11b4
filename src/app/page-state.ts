import { CODE } from '@contract/codes';
import { PAGE_STATE_ELEMENT_ID } from '@contract/page-json';
import type { ApiCacheState } from '@/api/base-api';
import { isObject, readPageJson } from './page-json';
import type { RootState } from './store';

/**
 * What the browser needs to hydrate a page the server rendered into the very same tree: the
 * answers of the calls the page made there, and the routes' loader data.
 */
export type PageState = {
  api: ApiCacheState;
  loaderData: Record<string, unknown>;
};

type QueryEntry = RootState['api']['queries'][string];

/**
 * A call the server answered "not found": a details page's item (an article, a teacher) or the
 * route's check of its menu. The page is then a 404 that its template draws (its own message
 * and the way home), not a failure for the browser to retry.
 */
export const answeredNotFound = (entry: QueryEntry) =>
  entry?.status === 'rejected' && (entry.error as { code?: unknown } | undefined)?.code === CODE.notFound;

/**
 * The page state of a store after the server rendered a page: its answered calls, without those
 * the browser already gets in the site data (`alreadySent`, the cache keys seeded from it). A
 * "not found" answer is sent too, so that the browser's first render draws the same notice.
 */
export function pageStateOf(
  state: RootState,
  loaderData: Record<string, unknown>,
  alreadySent: ReadonlySet<string>,
): PageState {
  const { queries, provided } = state.api;
  const answered = Object.fromEntries(
    Object.entries(queries).filter(
      ([key, entry]) => (entry?.status === 'fulfilled' || answeredNotFound(entry)) && !alreadySent.has(key),
    ),
  );
  return { api: { ...state.api, queries: answered, mutations: {}, provided, subscriptions: {} }, loaderData };
}

/** The page state sent with the page, or null when the server did not render it. */
export function readPageState(doc: Document): PageState | null {
  const parsed = readPageJson(doc, PAGE_STATE_ELEMENT_ID);
  const isPageState =
    isObject(parsed) && isObject(parsed.api) && isObject(parsed.api.queries) && isObject(parsed.loaderData);
  return isPageState ? (parsed as PageState) : null;
}
