import type { ComponentType } from 'react';
import { type Params, type RouteObject, useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { MenuEntry } from '@contract/site-menu';
import type { PublicQueryCall } from '@/api/public-api';
import { findMenuById, findMenuByPath } from '@/features/site-menu/menu-tree';
import { useMenuTree } from '@/features/site-menu/use-site';
import { PAGE_LOAD_TIMEOUT_MS } from '@/lib/constants';
import type { PageQuery } from '@/lib/page-query';
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
  searchParams: PageQuery,
  tree: readonly MenuEntry[],
): TemplateProps {
  const id = parseId(template.idIn === 'query' ? searchParams.get('id') : params.id);
  const menu = id === null || template.idIsRecord ? null : findMenuById(tree, id);
  return { id, menu, searchParams };
}

/**
 * Whether a template's page lacks its menu in the site's menu tree (which holds this host's public
 * menus): the route takes a menu id, the tree is in (not empty), and it has no menu of that id (or
 * the id is missing). The route's loader then asks whether the menu is public at all (another
 * platform's menu is), and the page is the 404 page when it is not (`menuMissing`).
 */
export function isMenuAbsent(
  template: RegisteredTemplate,
  props: Pick<TemplateProps, 'menu'>,
  tree: readonly MenuEntry[],
) {
  return tree.length > 0 && template.idIn !== 'none' && !template.idIsRecord && props.menu === null;
}

/** What a template route's loader answers: whether the page's menu is not public (a 404). */
export type TemplateLoaderData = { menuMissing: boolean };

export const isMenuMissingData = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as Partial<TemplateLoaderData>).menuMissing === true;

/** Is a menu public (on any platform)? The app asks the menu-details call; answers true unless "not found". */
export type MenuCheck = (id: number) => Promise<boolean>;

const EVERY_MENU_PUBLIC: MenuCheck = async () => true;

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
    if (isMenuMissingData(useLoaderData())) return <NotFoundPage />;
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

/**
 * The loader of a template route: whether its menu is public (a menu absent from the site's tree
 * is asked for), then, when it is, the page's first calls started (it does not wait for their
 * answers). A page whose menu is not public makes no calls: it is the 404 page.
 */
function templateLoader(
  template: RegisteredTemplate,
  firstCalls: FirstCalls | undefined,
  start: StartPageCalls,
  templateOf: TemplateOf,
  isPublic: MenuCheck,
) {
  return async ({ params, request }: { params: Params; request: Request }): Promise<TemplateLoaderData> => {
    const { searchParams } = new URL(request.url);
    const seen: { absent?: TemplateProps } = {};
    await start((tree) => {
      const props = propsAt(template, params, searchParams, tree);
      if (isMenuAbsent(template, props, tree)) {
        seen.absent = props;
        return [];
      }
      return firstCalls ? firstCalls({ ...props, tree, templateOf }) : [];
    });
    if (!seen.absent) return { menuMissing: false };
    const { id } = seen.absent;
    if (id === null || !(await isPublic(id))) return { menuMissing: true };
    // Another platform's menu: the page shows it, with its first calls.
    if (firstCalls) {
      await start((tree) =>
        firstCalls({ ...propsAt(template, params, searchParams, tree), tree, templateOf }),
      );
    }
    return { menuMissing: false };
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
  isPublic: MenuCheck = EVERY_MENU_PUBLIC,
): RouteObject[] {
  const templateOf = sectionTemplateOf(registry);
  return registry.templates.map((template) => ({
    path: template.idIn === 'path' ? `${template.key}/:id` : template.key,
    handle: { meta: template.meta ?? {}, template } satisfies RouteHandle,
    lazy: async () => {
      const { default: Component, firstCalls } = await withLoadTimeout(template.load);
      return {
        Component: bindTemplate(template, Component),
        loader: templateLoader(template, firstCalls, startPageCalls, templateOf, isPublic),
      };
    },
  }));
}
