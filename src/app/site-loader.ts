import { CODE } from '@contract/codes';
import type { MenuEntry } from '@contract/site-menu';
import { publicApi, startPublicCalls } from '@/api/public-api';
import { firstContentArgs } from '@/features/site-menu/menu-navigation';
import { registry } from '@/registry/registry';
import { resolveMenuTarget } from '@/registry/resolver';
import type { MenuCheck, StartPageCalls } from '@/app/template-routes';
import type { AppStore, RootState } from './store';

/**
 * Runs before the first page of the layout renders: the site settings (which give the
 * platform) and then the menu tree and page types, so the page is ready with its navigation.
 * A failure is not fatal: the header shows what it has and the call's toast says why.
 */
export async function loadSite(store: AppStore): Promise<null> {
  // Usually all in already (sent with the page, seeded into the server's render, or loaded by an
  // earlier page): the calls' dispatches were then a good part of a server render's time.
  if (siteIsIn(store.getState())) {
    startSingleLinkCalls(store);
    return null;
  }
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
    startSingleLinkCalls(store);
  } finally {
    // The hooks of the pages keep their own subscriptions; these were only for loading.
    setting.unsubscribe();
    pageTypes.unsubscribe();
  }
  return null;
}

/** Whether the settings, the page types and the settings' platform's menu tree are in the store. */
const siteIsIn = (state: RootState) =>
  menuTreeIn(state) !== NO_MENUS &&
  publicApi.endpoints.listPageTypesForClient.select()(state).data !== undefined;

const NO_MENUS: readonly MenuEntry[] = [];

/** The published menus of a tree: a hidden menu hides its sub-menus too. */
function* publishedMenus(tree: readonly MenuEntry[]): Generator<MenuEntry> {
  for (const menu of tree) {
    if (!menu.status) continue;
    yield menu;
    yield* publishedMenus(menu.subMenus);
  }
}

/**
 * Starts the call that gives each published single-link menu (单链接新窗口, c-0) its url, so that
 * the menus are links in the page the server renders (it waits for every call started) and the
 * answers go with the page's state. Not awaited: in the browser they hold up nothing, and the menu
 * link subscribes to its own answer (src/features/site-menu/menu-link.tsx).
 */
function startSingleLinkCalls(store: AppStore): void {
  const state = store.getState();
  const pageTypes = publicApi.endpoints.listPageTypesForClient.select()(state).data ?? [];
  for (const menu of publishedMenus(menuTreeIn(state))) {
    if (resolveMenuTarget(menu, registry, pageTypes).kind !== 'first-content-url') continue;
    const endpoint = publicApi.endpoints.listSiteContentForClient;
    const args = firstContentArgs(menu.id);
    // Not when asked already (loading or answered; a failed one is asked again): the layout's
    // and the page's loaders both get here.
    const { isUninitialized, isError } = endpoint.select(args)(state);
    if (!isUninitialized && !isError) continue;
    const call = store.dispatch(endpoint.initiate(args));
    void call.finally(() => call.unsubscribe());
  }
}

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

const atOnce = () => Promise.resolve();

/**
 * On the server: the route's loader returns once every first call of the page has been started;
 * the renderer then waits for their answers (src/app/render-page.tsx).
 */
export function pageCallsStartedFirst(store: AppStore): StartPageCalls {
  return async (callsFor) => {
    await loadSite(store);
    await startPublicCalls(store.dispatch, callsFor(menuTreeIn(store.getState())), atOnce);
  };
}

/**
 * Whether a menu is public on any platform (a page of another platform's menu shows it): the
 * menu-details call answers "not found" (100000002) for an unknown or unpublished menu. Any other
 * failure counts as public: the page then shows its own error state, never a wrong 404.
 */
export function menuPublicCheck(store: AppStore): MenuCheck {
  return async (id) => {
    const call = store.dispatch(publicApi.endpoints.getSiteMenuDetails.initiate({ id }));
    try {
      const { error } = await call;
      return !(error && (error as { code?: unknown }).code === CODE.notFound);
    } finally {
      call.unsubscribe();
    }
  };
}
