import type { ComponentType } from 'react';
import { type Params, type RouteObject, useParams, useSearchParams } from 'react-router-dom';
import type { MenuEntry } from '@contract/site-menu';
import type { PublicQueryCall } from '@/api/public-api';
import { findMenuById, findMenuByPath } from '@/features/site-menu/menu-tree';
import { useMenuTree } from '@/features/site-menu/use-site';
import { PAGE_LOAD_TIMEOUT_MS } from '@/lib/constants';
import type { FirstCalls, TemplateMeta, TemplateOf, TemplateProps } from '@/registry/define-template';
import { type RegisteredTemplate, type TemplateRegistry, templateOfMenu } from '@/registry/resolver';
import { NotFoundPage } from './not-found-page';

/**
 * What every route's `handle` carries; the layout reads it for title and background, the page's
 * head and status for the rest: the template of a template route, `notFound` on the 404 route.
 */
export type RouteHandle = { meta: TemplateMeta; template?: RegisteredTemplate; notFound?: boolean };

export class PageLoadTimeoutError extends Error {
  constructor() {
    super(`Page chunk did not load within ${PAGE_LOAD_TIMEOUT_MS} ms`);
    this.name = 'PageLoadTimeoutError';
  }
}

/** A chunk that neither loads nor fails within the limit becomes a load error. */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

/** The template's props at a location: its id (from the path or the query) and that id's menu entry. */
export function propsAt(
  template: RegisteredTemplate,
  params: Params,
  searchParams: URLSearchParams,
  tree: readonly MenuEntry[],
): TemplateProps {
  const id = parseId(template.idIn === 'query' ? searchParams.get('id') : params.id);
  const menu = id === null || template.idIsRecord ? null : findMenuById(tree, id);
  return { id, menu, searchParams };
}

/**
 * Whether a template's page has no public menu: the route takes a menu id and the site's menu tree
 * (which holds only public menus) is in and has none of that id (or the id is missing). The page
 * is then the 404 page (404 from the server). While the tree is not in (empty), nothing is missing.
 */
export function isMenuMissing(
  template: RegisteredTemplate,
  props: Pick<TemplateProps, 'menu'>,
  tree: readonly MenuEntry[],
) {
  return tree.length > 0 && template.idIn !== 'none' && !template.idIsRecord && props.menu === null;
}

/** The menu a template's page stands for: its id's, or for a fixed page the menu whose path it is. */
export function pageMenuOf(template: RegisteredTemplate, props: TemplateProps, tree: readonly MenuEntry[]) {
  if (template.idIn === 'none') return findMenuByPath(tree, `/${template.key}`);
  return props.menu;
}

function bindTemplate(template: RegisteredTemplate, Component: ComponentType<TemplateProps>) {
  function TemplateRoute() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const { tree } = useMenuTree();
    const props = propsAt(template, params, searchParams, tree);
    if (isMenuMissing(template, props, tree)) return <NotFoundPage />;
    return <Component {...props} />;
  }
  TemplateRoute.displayName = `Template(${template.key})`;
  return TemplateRoute;
}

/**
 * How the app starts a page's first calls: it waits for the site's menu tree (usually already in
 * the page), asks the template which calls it makes for that tree, and starts them.
 */
export type StartPageCalls = (
  callsFor: (tree: readonly MenuEntry[]) => readonly PublicQueryCall[],
) => Promise<void>;

/** A loader that starts the page's first calls and does not wait for their answers. */
function firstCallsLoader(
  template: RegisteredTemplate,
  firstCalls: FirstCalls,
  start: StartPageCalls,
  templateOf: TemplateOf,
) {
  return async ({ params, request }: { params: Params; request: Request }) => {
    const { searchParams } = new URL(request.url);
    await start((tree) => {
      const props = propsAt(template, params, searchParams, tree);
      // The 404 page makes no calls (and a call for a menu that is not public would fail).
      return isMenuMissing(template, props, tree) ? [] : firstCalls({ ...props, tree, templateOf });
    });
    return null;
  };
}

/**
 * Which template a menu entry opens, for a page's sections (the descriptor's `section`): by the
 * registry alone, so a page's first calls (which know no page types yet) and its render agree.
 */
export const sectionTemplateOf =
  (registry: TemplateRegistry): TemplateOf =>
  (menu) =>
    templateOfMenu(menu, registry);

/**
 * One route per template, its component loaded on first visit (route `lazy`, so the
 * router shows the navigation overlay while the chunk loads and the route's error
 * element if it fails or times out). A template that names its first calls gets a loader
 * that starts them before the page renders.
 */
export function buildTemplateRoutes(
  registry: TemplateRegistry,
  startPageCalls: StartPageCalls,
): RouteObject[] {
  const templateOf = sectionTemplateOf(registry);
  return registry.templates.map((template) => ({
    path: template.idIn === 'path' ? `${template.key}/:id` : template.key,
    handle: { meta: template.meta ?? {}, template } satisfies RouteHandle,
    lazy: async () => {
      const { default: Component, firstCalls } = await withLoadTimeout(template.load);
      return {
        Component: bindTemplate(template, Component),
        ...(firstCalls && { loader: firstCallsLoader(template, firstCalls, startPageCalls, templateOf) }),
      };
    },
  }));
}
