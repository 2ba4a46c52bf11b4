import type { MenuEntry } from '@contract/site-menu';
import { publicApi, startPublicCalls } from '@/api/public-api';
import type { StartPageCalls } from '@/app/template-routes';
import type { AppStore, RootState } from './store';

/**
 * Runs before the first page of the layout renders: the site settings (which give the
 * platform) and then the menu tree and page types, so the page is ready with its navigation.
 * A failure is not fatal: the header shows what it has and the call's toast says why.
 */
export async function loadSite(store: AppStore): Promise<null> {
  const setting = store.dispatch(publicApi.endpoints.getSiteSetting.initiate());
  const pageTypes = store.dispatch(publicApi.endpoints.listPageTypesForClient.initiate());
  try {
    const { data } = await setting;
    if (data) {
      const menus = store.dispatch(
        publicApi.endpoints.listMenusForClient.initiate({ platform: data.platform }),
      );
      await menus;
      menus.unsubscribe();
    }
    await pageTypes;
  } finally {
    // The hooks of the pages keep their own subscriptions; these were only for loading.
    setting.unsubscribe();
    pageTypes.unsubscribe();
  }
  return null;
}

const NO_MENUS: readonly MenuEntry[] = [];

/** The menu tree in the store: the one of the platform the settings name. */
function menuTreeIn(state: RootState): readonly MenuEntry[] {
  const setting = publicApi.endpoints.getSiteSetting.select()(state).data;
  if (!setting) return NO_MENUS;
  return (
    publicApi.endpoints.listMenusForClient.select({ platform: setting.platform })(state).data ?? NO_MENUS
  );
}

/**
 * In the browser: starts a page's first calls once the menu tree is in (at once when it came with
 * the page). Neither the calls nor their answers hold up the page's render.
 */
export function pageCallStarter(store: AppStore): StartPageCalls {
  return async (callsFor) => {
    await loadSite(store);
    void startPublicCalls(store.dispatch, callsFor(menuTreeIn(store.getState())));
  };
}

/**
 * On the server: the route's loader returns once every first call of the page has been started;
 * the renderer then waits for their answers (src/app/render-page.tsx).
 */
export function pageCallsStartedFirst(store: AppStore): StartPageCalls {
  return async (callsFor) => {
    await loadSite(store);
    await startPublicCalls(store.dispatch, callsFor(menuTreeIn(store.getState())));
  };
}
