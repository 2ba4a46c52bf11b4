import type { ComponentType } from 'react';
import { type Params, type RouteObject, useParams, useSearchParams } from 'react-router-dom';
import type { MenuEntry } from '@contract/site-menu';
import type { PublicQueryCall } from '@/api/public-api';
import { findMenuById } from '@/features/site-menu/menu-tree';
import { useMenuTree } from '@/features/site-menu/use-site';
import { PAGE_LOAD_TIMEOUT_MS } from '@/lib/constants';
import type { FirstCalls, TemplateMeta, TemplateOf, TemplateProps } from '@/registry/define-template';
import { type RegisteredTemplate, type TemplateRegistry, templateOfMenu } from '@/registry/resolver';

/** What every route's `handle` carries; the layout reads it for title and background. */
export type RouteHandle = { meta: TemplateMeta };

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
function propsAt(
  template: RegisteredTemplate,
  params: Params,
  searchParams: URLSearchParams,
  tree: readonly MenuEntry[],
): TemplateProps {
  const id = parseId(template.idIn === 'query' ? searchParams.get('id') : params.id);
  const menu = id === null || template.idIsRecord ? null : findMenuById(tree, id);
  return { id, menu, searchParams };
}

function bindTemplate(template: RegisteredTemplate, Component: ComponentType<TemplateProps>) {
  function TemplateRoute() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const { tree } = useMenuTree();
    return <Component {...propsAt(template, params, searchParams, tree)} />;
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
    await start((tree) => firstCalls({ ...propsAt(template, params, searchParams, tree), tree, templateOf }));
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
    handle: { meta: template.meta ?? {} } satisfies RouteHandle,
    lazy: async () => {
      const { default: Component, firstCalls } = await withLoadTimeout(template.load);
      return {
        Component: bindTemplate(template, Component),
        ...(firstCalls && { loader: firstCallsLoader(template, firstCalls, startPageCalls, templateOf) }),
      };
    },
  }));
}
