import type { PageType } from '@contract/page-type';
import type { MenuEntry } from '@contract/site-menu';
import { sitePath } from '@contract/url-policy';
import type { TemplateDescriptor } from './define-template';

/*
 * Pure: the registry (registry.ts, which discovers templates/) is handed in by the app, so a
 * feature may resolve menu entries without importing the templates.
 */

export type RegisteredTemplate = TemplateDescriptor & { folder: string };

/** What resolving a route needs of a template: its key and where the id goes. */
export type RouteTemplate = Pick<TemplateDescriptor, 'key' | 'idIn'>;

/**
 * The lookups the resolver reads, over any template with a route: the app's registry of
 * descriptors, or the console's, built from the server's template list (src/admin/menus).
 */
export type RouteRegistry<Template extends RouteTemplate = RouteTemplate> = {
  byKey: ReadonlyMap<string, Template>;
  byPageType: ReadonlyMap<string, Template>;
  /** Keyed by `${contentType}|${sortType}`. */
  byPlatformKey: ReadonlyMap<string, Template>;
};

export type TemplateRegistry = RouteRegistry<RegisteredTemplate> & {
  templates: readonly RegisteredTemplate[];
};

export const platformKeyOf = (contentType: string, sortType: string) => `${contentType}|${sortType}`;

/** Page type of scheme 1 that is not a template: open the menu's one content url in a new window. */
export const SINGLE_LINK_PAGE_TYPE = '单链接新窗口';
/** Scheme 2: content type whose target is the url of the menu's first content item. */
export const EXTERNAL_LINK_CONTENT_TYPE = 'c-0';
/** Scheme 2: content type of single pages; their route gets `?pType=one`. */
export const SINGLE_PAGE_CONTENT_TYPE = 'c-1';
/** Scheme 2: sort type that opens in a new window. */
export const NEW_WINDOW_SORT_TYPE = 's-0-2';

/** Where a menu entry leads. */
export type MenuTarget =
  | { kind: 'route'; to: string; newWindow: boolean }
  /** Fetch the menu's first content item (page size 1) and open its url. */
  | { kind: 'first-content-url'; menuId: number; newWindow: boolean }
  /** Unknown template: clicking does nothing. */
  | { kind: 'none' };

const NOTHING: MenuTarget = { kind: 'none' };

/** The path of a template for a menu (or record) id. */
export function templatePath(template: RouteTemplate, id: number | null): string {
  if (template.idIn === 'none' || id === null) return `/${template.key}`;
  return template.idIn === 'path' ? `/${template.key}/${id}` : `/${template.key}?id=${id}`;
}

function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The template a menu entry opens: by its page type (scheme 1: the built-in names, then page
 * types created by content staff, which name a template key), else by its content and sort type
 * (scheme 2). Undefined when it opens none.
 */
export function templateOfMenu<Template extends RouteTemplate>(
  menu: MenuEntry,
  registry: RouteRegistry<Template>,
  pageTypes: readonly Pick<PageType, 'name' | 'templateKey'>[] = [],
): Template | undefined {
  if (menu.pageType) {
    const name = menu.pageType;
    return (
      registry.byPageType.get(name) ??
      registry.byKey.get(pageTypes.find((record) => record.name === name)?.templateKey ?? '')
    );
  }
  if (menu.contentType)
    return registry.byPlatformKey.get(platformKeyOf(menu.contentType, menu.sortType ?? ''));
  return undefined;
}

function byPageType(
  menu: MenuEntry,
  pageTypeName: string,
  registry: RouteRegistry,
  pageTypes: readonly Pick<PageType, 'name' | 'templateKey'>[],
): MenuTarget {
  if (pageTypeName === SINGLE_LINK_PAGE_TYPE) {
    return { kind: 'first-content-url', menuId: menu.id, newWindow: true };
  }
  const template = templateOfMenu(menu, registry, pageTypes);
  if (!template) return NOTHING;
  return { kind: 'route', to: templatePath(template, menu.id), newWindow: menu.openType === 'blank' };
}

function byContentType(menu: MenuEntry, contentType: string, registry: RouteRegistry): MenuTarget {
  const newWindow = menu.sortType === NEW_WINDOW_SORT_TYPE || menu.openType === 'blank';
  if (contentType === EXTERNAL_LINK_CONTENT_TYPE) {
    return { kind: 'first-content-url', menuId: menu.id, newWindow };
  }
  const template = templateOfMenu(menu, registry);
  if (!template) return NOTHING;
  const path = templatePath(template, menu.id);
  return {
    kind: 'route',
    to: contentType === SINGLE_PAGE_CONTENT_TYPE ? withQuery(path, 'pType', 'one') : path,
    newWindow,
  };
}

/**
 * Maps a menu entry to its target (spec §2, "Menu-driven navigation"): by page type (scheme 1)
 * when it has one, else by content and sort type (scheme 2), else by its fixed path.
 * Anything unknown resolves to "none": the click does nothing.
 */
export function resolveMenuTarget(
  menu: MenuEntry,
  registry: RouteRegistry,
  pageTypes: readonly Pick<PageType, 'name' | 'templateKey'>[] = [],
): MenuTarget {
  if (menu.pageType) return byPageType(menu, menu.pageType, registry, pageTypes);
  if (menu.contentType) return byContentType(menu, menu.contentType, registry);
  // A fixed route is a path of this site; anything else in `path` (content policy) is unknown.
  const path = sitePath(menu.path);
  if (path) return { kind: 'route', to: path, newWindow: menu.openType === 'blank' };
  return NOTHING;
}
