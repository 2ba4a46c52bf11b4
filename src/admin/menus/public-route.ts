import type { PageTypeAdmin, TemplateOption } from '@contract/page-type';
import type { MenuEntry } from '@contract/site-menu';
import {
  platformKeyOf,
  resolveMenuTarget,
  type MenuTarget,
  type RouteRegistry,
  templateOfMenu,
} from '@/registry/resolver';

/**
 * The resolver's lookups over the server's template list (GET pageType/listTemplate): the console
 * does not load the site's descriptors, but the list carries what they declare (key, idIn, page
 * types, scheme-2 keys), so the public site's own resolver answers here as it does in the header.
 */
export function routeRegistryOf(templates: readonly TemplateOption[]): RouteRegistry<TemplateOption> {
  const registered = templates.filter((template) => !template.builtIn);
  return {
    byKey: new Map(registered.map((template) => [template.key, template])),
    byPageType: new Map(registered.flatMap((template) => template.pageTypes.map((name) => [name, template]))),
    byPlatformKey: new Map(
      registered.flatMap((template) =>
        template.platformKeys.map((pair) => [platformKeyOf(pair.contentType, pair.sortType), template]),
      ),
    ),
  };
}

/** Where a visitor's click on the menu leads (the header's MenuLink resolves the same way). */
export const publicTargetOf = (
  menu: MenuEntry,
  registry: RouteRegistry<TemplateOption>,
  pageTypes: readonly PageTypeAdmin[],
): MenuTarget => resolveMenuTarget(menu, registry, pageTypes);

/** The template a menu opens, for the editor's "将打开模板" line. */
export const templateOfMenuEntry = (
  menu: MenuEntry,
  registry: RouteRegistry<TemplateOption>,
  pageTypes: readonly PageTypeAdmin[],
): TemplateOption | undefined => templateOfMenu(menu, registry, pageTypes);
