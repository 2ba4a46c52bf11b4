import type { ComponentType } from 'react';
import { type RouteObject, useParams, useSearchParams } from 'react-router-dom';
import { findMenuById } from '@/features/site-menu/menu-tree';
import { useMenuTree } from '@/features/site-menu/use-site';
import { PAGE_LOAD_TIMEOUT_MS } from '@/lib/constants';
import type { TemplateMeta, TemplateProps } from './define-template';
import type { RegisteredTemplate, TemplateRegistry } from './registry';

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

/** Gives a template its id (from the path or the query) and the menu entry with that id. */
function bindTemplate(template: RegisteredTemplate, Component: ComponentType<TemplateProps>) {
  function TemplateRoute() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const { tree } = useMenuTree();
    const id = parseId(template.idIn === 'query' ? searchParams.get('id') : params.id);
    const menu = id === null || template.idIsRecord ? null : findMenuById(tree, id);
    return <Component id={id} menu={menu} searchParams={searchParams} />;
  }
  TemplateRoute.displayName = `Template(${template.key})`;
  return TemplateRoute;
}

/**
 * One route per template, its component loaded on first visit (route `lazy`, so the
 * router shows the navigation overlay while the chunk loads and the route's error
 * element if it fails or times out).
 */
export function buildTemplateRoutes(registry: TemplateRegistry): RouteObject[] {
  return registry.templates.map((template) => ({
    path: template.idIn === 'path' ? `${template.key}/:id` : template.key,
    handle: { meta: template.meta ?? {} } satisfies RouteHandle,
    lazy: async () => {
      const module = await withLoadTimeout(template.load);
      return { Component: bindTemplate(template, module.default) };
    },
  }));
}
