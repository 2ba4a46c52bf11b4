/**
 * Argument and result types of the catalogue endpoints whose entity the contract (contract/)
 * defines: the cms/web family, whose records the public site reads. Data, like the catalogue:
 * the generator writes them into the endpoint and imports them with `import type`.
 *
 * Only what the contract defines: ids of a `details`/`remove`, the list queries and records of
 * the public calls. A payload nobody validates yet (save, sort, publish, the leads' back-office
 * records) stays `CatalogueParams` → `unknown`.
 */

/** TypeScript type expressions made of the names below, `void` and `[]`. */
export type EndpointTypes = { arg?: string; result?: string };

/** Every name the expressions may use → the contract file that exports it. */
export const contractNames = {
  IdQuery: 'common',
  PagedArgs: 'common',
  PageOf: 'common',
  PlatformQuery: 'common',
  Coworker: 'coworker',
  CoworkerDetails: 'coworker',
  CoworkerListQuery: 'coworker',
  JobPosition: 'job-position',
  PageType: 'page-type',
  Banner: 'site-banner',
  ContentDetails: 'site-content',
  ContentItem: 'site-content',
  ContentListQuery: 'site-content',
  MenuEntry: 'site-menu',
} as const;

const byId = { arg: 'IdQuery' } as const;

/** `group/family/entity/action` → its types. */
export const contractTypes: Readonly<Record<string, EndpointTypes>> = {
  'cms/web/coworker/remove': byId,
  'cms/web/coworker/list': { arg: 'PagedArgs<CoworkerListQuery>', result: 'PageOf<Coworker>' },
  'cms/web/coworker/details': { arg: 'IdQuery', result: 'CoworkerDetails' },
  'cms/web/jobPosition/remove': byId,
  'cms/web/jobPosition/list': { arg: 'PlatformQuery | void', result: 'JobPosition[]' },
  'cms/web/jobPosition/details': { arg: 'IdQuery', result: 'JobPosition' },
  'cms/web/pageType/remove': byId,
  'cms/web/pageType/list': { arg: 'void', result: 'PageType[]' },
  'cms/web/pageType/details': { arg: 'IdQuery', result: 'PageType' },
  'cms/web/siteBanner/remove': byId,
  'cms/web/siteBanner/list': { arg: 'PlatformQuery | void', result: 'Banner[]' },
  'cms/web/siteBanner/details': { arg: 'IdQuery', result: 'Banner' },
  'cms/web/siteContent/remove': byId,
  'cms/web/siteContent/list': { arg: 'PagedArgs<ContentListQuery>', result: 'PageOf<ContentItem>' },
  'cms/web/siteContent/details': { arg: 'IdQuery', result: 'ContentDetails' },
  'cms/web/siteMenu/remove': byId,
  'cms/web/siteMenu/list': { arg: 'PlatformQuery | void', result: 'MenuEntry[]' },
  'cms/web/siteMessage/remove': byId,
  'cms/web/siteMessage/details': { arg: 'IdQuery' },
};
