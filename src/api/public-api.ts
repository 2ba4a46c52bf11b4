import type { DefinitionsFromApi, QueryArgFrom, QueryKeys } from '@reduxjs/toolkit/query';
import type { TypedUseQueryHookResult } from '@reduxjs/toolkit/query/react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { nextTask } from '@/lib/next-task';
import { baseApi } from './base-api';
import type { apiBaseQuery } from './base-query';
import type { AdmissionInfo, EnrollLookupQuery } from '@contract/admission';
import type { IdQuery, PageOf, PagedArgs, PlatformQuery } from '@contract/common';
import type { CoworkerListQuery } from '@contract/coworker';
import { publicListPath } from '@contract/collections/collection';
import type { PublicListPath, PublicListRecord } from '@contract/collections';
import type { PageType } from '@contract/page-type';
import type {
  BannerOnSite as Banner,
  CoworkerDetailsOnSite as CoworkerDetails,
  CoworkerOnSite as Coworker,
  ContentDetailsOnSite as ContentDetails,
  ContentItemOnSite as ContentItem,
} from '@contract/media-on-site';
import type { ContentListQuery } from '@contract/site-content';
import type { MenuEntry } from '@contract/site-menu';
import type { PublicLeadForm } from '@contract/lead-form';
import type { LeadBody, LeadSaved } from '@contract/site-message';
import type { SiteSetting } from '@contract/site-setting';
import { platformResolved } from './site-slice';

/** Spec §9: lists are paged by 6 from page 1. */
export const DEFAULT_PAGE_SIZE = 6;
/** Spec §4: the last loaded list is kept in local storage under this key. */
export const DATA_LIST_STORAGE_KEY = 'dataList';

export type ContentListArgs = PagedArgs<ContentListQuery>;

function rememberList(list: unknown[]): void {
  // The server's render has no storage: skip the throw and catch (its stack trace costs a render time).
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(DATA_LIST_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled (private mode): the list is only a convenience.
  }
}

export function readRememberedList<T>(): T[] {
  try {
    const stored = JSON.parse(localStorage.getItem(DATA_LIST_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as T[]) : [];
  } catch {
    return [];
  }
}

/** A call's result for side effects; failures were already reported by the base query. */
async function settle<T>(queryFulfilled: Promise<T>): Promise<T | null> {
  try {
    return await queryFulfilled;
  } catch {
    return null;
  }
}

const contentListParams = ({ menuId, pageNum = 1, pageSize = DEFAULT_PAGE_SIZE }: ContentListArgs) => ({
  menuId,
  pageNum,
  pageSize,
});

/** The public calls of the site (docs/content-contract.md). */
export const publicApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSetting: build.query<SiteSetting, PlatformQuery | void>({
      query: (args) => ({ url: '/api/cms/web/siteSetting/detailsForClient', params: { ...args } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const settled = await settle(queryFulfilled);
        if (settled) dispatch(platformResolved(settled.data.platform));
      },
    }),
    listMenusForClient: build.query<MenuEntry[], Required<PlatformQuery>>({
      query: (params) => ({ url: '/api/cms/web/siteMenu/listForClient', params }),
    }),
    getSiteMenuDetails: build.query<MenuEntry, IdQuery>({
      query: (params) => ({ url: '/api/cms/web/siteMenu/details', params }),
    }),
    listSiteContentForClient: build.query<PageOf<ContentItem>, ContentListArgs>({
      query: (args) => ({ url: '/api/cms/web/siteContent/listForClient', params: contentListParams(args) }),
      async onQueryStarted(_args, { queryFulfilled }) {
        const settled = await settle(queryFulfilled);
        if (settled) rememberList(settled.data.pageList);
      },
    }),
    listSiteContentByPublishTime: build.query<PageOf<ContentItem>, ContentListArgs>({
      query: (args) => ({
        url: '/api/cms/web/siteContent/listForClientByPublishTime',
        params: contentListParams(args),
      }),
      async onQueryStarted(_args, { queryFulfilled }) {
        const settled = await settle(queryFulfilled);
        if (settled) rememberList(settled.data.pageList);
      },
    }),
    getSiteContentDetails: build.query<ContentDetails, IdQuery>({
      // The pages that show an item say "not found" or offer a retry themselves: no toast on top.
      query: (params) => ({
        url: '/api/cms/web/siteContent/detailsForClient',
        params,
        options: { silent: true },
      }),
    }),
    listBannersForClient: build.query<Banner[], void>({
      query: () => ({ url: '/api/cms/web/siteBanner/listForClient', options: { withPlatform: true } }),
    }),
    listPageTypesForClient: build.query<PageType[], void>({
      query: () => ({ url: '/api/cms/web/pageType/listForClient' }),
    }),
    listCoworkersForClient: build.query<
      PageOf<Coworker>,
      Pick<PagedArgs<CoworkerListQuery>, 'pageNum' | 'pageSize'>
    >({
      query: ({ pageNum = 1, pageSize = 100 }) => ({
        url: '/api/cms/web/coworker/listForClient',
        params: { pageNum, pageSize },
        options: { withPlatform: true },
      }),
    }),
    getCoworkerDetails: build.query<CoworkerDetails, IdQuery>({
      // The teacher page says "not found" itself: no toast on top of it.
      query: (params) => ({
        url: '/api/cms/web/coworker/detailsForClient',
        params,
        options: { silent: true },
      }),
    }),
    /** A collection's records the site lists whole (its definition's publicList): usePublicList. */
    listPublicRecords: build.query<unknown[], PublicListPath>({
      query: (apiPath) => ({ url: publicListPath(apiPath), options: { withPlatform: true } }),
    }),
    /**
     * The admission lookup (issue 35): each call sends the proof of a challenge solved for it,
     * so the cache is keyed by the number alone and a retry solves a new one. The code is in the
     * lookup's own chunk, fetched with the first lookup (or the lookup page).
     */
    searchSchoolRollContinue: build.query<AdmissionInfo | null, EnrollLookupQuery>({
      queryFn: async (params, api, _extraOptions, baseQuery) =>
        (await import(/* webpackChunkName: "lookup-proof" */ './lookup-proof')).lookUpWithProof(
          params,
          api,
          baseQuery,
        ),
    }),
    /** The lead form's fields beyond name and phone, of the host's site (issue 38 item 1). */
    getLeadFormForClient: build.query<PublicLeadForm, void>({
      query: () => ({ url: '/api/cms/web/leadForm/detailsForClient' }),
    }),
    saveSiteMessageForClient: build.mutation<LeadSaved, LeadBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...form }) => ({
        url: '/api/cms/web/siteMessage/saveForClient',
        method: 'POST',
        // JSON: the answers to the site's extra fields are lists and records (issue 38 item 1).
        body: form,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useGetSiteSettingQuery,
  useListMenusForClientQuery,
  useGetSiteMenuDetailsQuery,
  useListSiteContentForClientQuery,
  useLazyListSiteContentForClientQuery,
  useListSiteContentByPublishTimeQuery,
  useGetSiteContentDetailsQuery,
  useLazyGetSiteContentDetailsQuery,
  useListBannersForClientQuery,
  useListPageTypesForClientQuery,
  useListCoworkersForClientQuery,
  useGetCoworkerDetailsQuery,
  useLazySearchSchoolRollContinueQuery,
  useGetLeadFormForClientQuery,
  useSaveSiteMessageForClientMutation,
} = publicApi;

/**
 * The visit's platform's records of a collection the site lists whole, typed by its definition
 * (contract/collections): a new collection's public list needs no endpoint of its own here.
 */
export const usePublicList = <P extends PublicListPath>(apiPath: P) =>
  publicApi.useListPublicRecordsQuery(apiPath) as TypedUseQueryHookResult<
    PublicListRecord<P>[],
    P,
    typeof apiBaseQuery
  >;

type PublicDefinitions = DefinitionsFromApi<typeof publicApi>;
type PublicQueryName = QueryKeys<PublicDefinitions>;

/**
 * One public query with its arguments, as data: what a page's template says it will ask for
 * first (`firstCalls`), so the call can start before the page renders.
 */
export type PublicQueryCall = {
  [Name in PublicQueryName]: { endpoint: Name; args: QueryArgFrom<PublicDefinitions[Name]> };
}[PublicQueryName] & {
  /**
   * A content list whose first item the page shows in full: its details are asked for as soon
   * as the list answers, not when the page renders (the server's render then has the article).
   */
  thenFirstItemDetails?: boolean;
};

/**
 * Starts the calls as prefetches: an answer already cached is not asked for again, and each
 * result waits in the cache for the component whose hook asks with the same arguments.
 * In the browser each call starts in its own task (`between`): starting one costs a few
 * milliseconds on a slow phone, and the first render must not wait behind them all. The server's
 * render starts them at once (`between` resolving at once): a task there is a timer of at least
 * 1 ms, for which its thread would sit idle.
 */
export async function startPublicCalls(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  calls: readonly PublicQueryCall[],
  between: () => Promise<void> = nextTask,
): Promise<void> {
  for (const call of calls) {
    if (call.thenFirstItemDetails) void prefetchWithFirstItemDetails(dispatch, call);
    else dispatch(prefetch(call));
    await between();
  }
}

async function prefetchWithFirstItemDetails(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  call: PublicQueryCall,
): Promise<void> {
  if (call.endpoint !== 'listSiteContentForClient' && call.endpoint !== 'listSiteContentByPublishTime') {
    dispatch(prefetch(call));
    return;
  }
  const { data } = await dispatch(
    publicApi.endpoints[call.endpoint].initiate(call.args, { subscribe: false }),
  );
  const id = data?.pageList[0]?.id;
  if (id !== undefined) dispatch(prefetch({ endpoint: 'getSiteContentDetails', args: { id } }));
}

const prefetch = <Name extends PublicQueryName>(call: {
  endpoint: Name;
  args: QueryArgFrom<PublicDefinitions[Name]>;
}) => publicApi.util.prefetch(call.endpoint, call.args, {});
