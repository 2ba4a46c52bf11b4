import { useMatches } from 'react-router-dom';
import type { TemplateMeta } from '@/registry/define-template';
import type { RouteHandle } from '@/app/template-routes';

const hasMeta = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'meta' in handle;

/** The meta of the deepest route that declares one (template descriptors, app pages). */
export function useRouteMeta(): TemplateMeta {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasMeta(handle)) return handle.meta;
  }
  return {};
}
