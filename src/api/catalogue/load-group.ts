/**
 * The back-office catalogue is never part of the public bundle: each group is a chunk of its
 * own, injected into the one API on first use.
 *   const { useListCouponQuery } = await loadCatalogueGroup('ems');
 */
import type { CatalogueGroup } from './catalogue-types';

const groupLoaders = {
  bms: () => import(/* webpackChunkName: "catalogue-bms" */ '@/api/generated/bms-api'),
  ums: () => import(/* webpackChunkName: "catalogue-ums" */ '@/api/generated/ums-api'),
  cms: () => import(/* webpackChunkName: "catalogue-cms" */ '@/api/generated/cms-api'),
  ems: () => import(/* webpackChunkName: "catalogue-ems" */ '@/api/generated/ems-api'),
} satisfies Record<CatalogueGroup, () => Promise<unknown>>;

export type CatalogueGroupModule<G extends CatalogueGroup> = Awaited<ReturnType<(typeof groupLoaders)[G]>>;

/** Loads a group's endpoint file (its endpoints are injected as it loads) and returns its hooks. */
export function loadCatalogueGroup<G extends CatalogueGroup>(group: G): Promise<CatalogueGroupModule<G>> {
  // TypeScript does not correlate `groupLoaders[group]` with G (a union-indexed call); the table above does.
  return groupLoaders[group]() as Promise<CatalogueGroupModule<G>>;
}
