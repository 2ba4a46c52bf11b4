import { createAction } from '@reduxjs/toolkit';
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

const TAG_TYPES = ['SiteMessage'] as const;

/** The API's part of the store, as the server sends it with a page it rendered. */
export type ApiCacheState = CombinedState<EndpointDefinitions, (typeof TAG_TYPES)[number], 'api'>;

/**
 * The answers the server got while rendering the page (src/app/page-state.ts): they enter the
 * cache as they were, so the hooks of the hydrating page find them and do not call again.
 */
export const serverAnswersReceived = createAction<ApiCacheState>('api/serverAnswersReceived');

/**
 * The one API of the app. It declares no endpoints: the public calls and every
 * back-office family inject theirs (the back-office ones lazily, on first use).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo: (action) => (serverAnswersReceived.match(action) ? action.payload : undefined),
});
