import { SITE_DATA_ELEMENT_ID } from '@contract/page-json';
import { isPlatform } from '@contract/platform';
import type { SiteData } from '@contract/render';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import { publicApi } from '@/api/public-api';
import { platformResolved } from '@/api/site-slice';
import { isObject, readPageJson } from './page-json';
import type { AppStore } from './store';

/** The site data of the page, keeping only the parts of the expected shape. */
export function readSiteData(doc: Document): SiteData {
  const parsed = readPageJson(doc, SITE_DATA_ELEMENT_ID);
  if (!isObject(parsed)) return {};
  const { setting, menus, banners, pageTypes, origin } = parsed;
  return {
    origin: typeof origin === 'string' ? origin : undefined,
    setting: isObject(setting) && isPlatform(setting.platform) ? (setting as SiteSetting) : undefined,
    menus:
      isObject(menus) && isPlatform(menus.platform) && Array.isArray(menus.list)
        ? { platform: menus.platform, list: menus.list as MenuEntry[] }
        : undefined,
    banners: Array.isArray(banners) ? (banners as SiteData['banners']) : undefined,
    pageTypes: Array.isArray(pageTypes) ? (pageTypes as SiteData['pageTypes']) : undefined,
  };
}

/**
 * Puts the site data into the query cache as if the calls had been answered, so the site's
 * loader and hooks find them there; whatever is missing is fetched as usual.
 */
export function seedSiteData(store: AppStore, { setting, menus, banners, pageTypes }: SiteData): void {
  const entries: Parameters<typeof publicApi.util.upsertQueryEntries>[0] = [];
  if (setting) entries.push({ endpointName: 'getSiteSetting', arg: undefined, value: setting });
  if (menus) {
    entries.push({
      endpointName: 'listMenusForClient',
      arg: { platform: menus.platform },
      value: menus.list,
    });
  }
  if (banners) entries.push({ endpointName: 'listBannersForClient', arg: undefined, value: banners });
  if (pageTypes) entries.push({ endpointName: 'listPageTypesForClient', arg: undefined, value: pageTypes });
  if (entries.length > 0) store.dispatch(publicApi.util.upsertQueryEntries(entries));
  // What the settings call does when it is answered (public-api.ts).
  if (setting) store.dispatch(platformResolved(setting.platform));
}
