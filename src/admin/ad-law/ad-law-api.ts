import type { AdLawCheckBody, AdLawHit } from '@contract/ad-law';
import { baseApi } from '@/api/base-api';

/**
 * The editor's advertising-law check as it runs in the background while staff type (POST
 * /api/cms/web/adWord/check, the catalogue's `checkAdWord`): a query, so the same texts are asked
 * once; without the loading overlay and without an error toast (a check that fails only leaves
 * the hits unknown: the save is checked on the server anyway), and changing no cached list.
 */
const adLawApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adLawHitsOfTexts: build.query<AdLawHit[], AdLawCheckBody>({
      query: (body) => ({
        url: '/api/cms/web/adWord/check',
        method: 'POST',
        body,
        options: { overlay: false, silent: true },
      }),
    }),
  }),
});

export const { useAdLawHitsOfTextsQuery } = adLawApi;
