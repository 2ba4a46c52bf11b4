import { publicApi } from '@/api/public-api';
import type { AppStore } from './store';

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
