import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The one API of the app. It declares no endpoints: the public calls and every
 * back-office family inject theirs (the back-office ones lazily, on first use).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['SiteMessage'],
  endpoints: () => ({}),
});
