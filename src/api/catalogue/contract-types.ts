/**
 * Argument and result types of the catalogue endpoints whose entity the contract (contract/)
 * defines: the cms/web family, whose records the public site reads, and the staff accounts. Data, like the catalogue:
 * the generator writes them into the endpoint and imports them with `import type`.
 *
 * Only what the contract defines: ids of a `details`/`remove`, the content staff's list queries,
 * records and save/sort/publish bodies (issue 13). A payload nobody validates yet (the leads'
 * back-office records) stays `CatalogueParams` → `unknown`.
 */

/** TypeScript type expressions made of the names below, `void` and `[]`. */
export type EndpointTypes = { arg?: string; result?: string };

/** Every name the expressions may use → the contract file that exports it. */
export const contractNames = {
  IdQuery: 'common',
  PagedArgs: 'common',
  PageOf: 'common',
  PlatformQuery: 'common',
  Saved: 'common',
  SortBody: 'common',
  CoworkerAdmin: 'coworker',
  CoworkerAdminDetails: 'coworker',
  CoworkerAdminQuery: 'coworker',
  CoworkerSaveBody: 'coworker',
  JobPositionAdmin: 'job-position',
  JobPositionAdminQuery: 'job-position',
  JobPositionSaveBody: 'job-position',
  PageTypeAdmin: 'page-type',
  PageTypeSaveBody: 'page-type',
  PageTypeSimple: 'page-type',
  BannerAdmin: 'site-banner',
  BannerAdminQuery: 'site-banner',
  BannerSaveBody: 'site-banner',
  ContentAdminDetails: 'site-content',
  ContentAdminItem: 'site-content',
  ContentAdminQuery: 'site-content',
  ContentPublishBody: 'site-content',
  ContentSaveBody: 'site-content',
  MenuSaveBody: 'site-menu',
  SiteSetting: 'site-setting',
  SiteSettingQuery: 'site-setting',
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
  AuditEntry: 'staff',
  AuditListQuery: 'staff',
  PasswordReset: 'staff',
  ResetPasswordBody: 'staff',
  SignInBody: 'staff',
  StaffAccount: 'staff',
  StaffInfo: 'staff',
  StaffListQuery: 'staff',
  StaffSaveBody: 'staff',
  StaffSaved: 'staff',
  UpdatePasswordBody: 'staff',
} as const;

const byId = { arg: 'IdQuery' } as const;

/** `group/family/entity/action` → its types. */
export const contractTypes: Readonly<Record<string, EndpointTypes>> = {
  // The content staff's back office (issue 13; server/src/routes/api/cms/web/*-admin.ts).
  'cms/web/coworker/remove': byId,
  'cms/web/coworker/list': { arg: 'PagedArgs<CoworkerAdminQuery>', result: 'PageOf<CoworkerAdmin>' },
  'cms/web/coworker/details': { arg: 'IdQuery', result: 'CoworkerAdminDetails' },
  'cms/web/coworker/save': { arg: 'CoworkerSaveBody', result: 'Saved' },
  'cms/web/coworker/sort': { arg: 'SortBody' },
  'cms/web/jobPosition/remove': byId,
  'cms/web/jobPosition/list': { arg: 'JobPositionAdminQuery | void', result: 'JobPositionAdmin[]' },
  'cms/web/jobPosition/details': { arg: 'IdQuery', result: 'JobPositionAdmin' },
  'cms/web/jobPosition/save': { arg: 'JobPositionSaveBody', result: 'Saved' },
  'cms/web/jobPosition/sort': { arg: 'SortBody' },
  'cms/web/pageType/remove': byId,
  'cms/web/pageType/list': { arg: 'void', result: 'PageTypeAdmin[]' },
  'cms/web/pageType/listSimple': { arg: 'void', result: 'PageTypeSimple[]' },
  'cms/web/pageType/details': { arg: 'IdQuery', result: 'PageTypeAdmin' },
  'cms/web/pageType/save': { arg: 'PageTypeSaveBody', result: 'Saved' },
  'cms/web/siteBanner/remove': byId,
  'cms/web/siteBanner/list': { arg: 'BannerAdminQuery | void', result: 'BannerAdmin[]' },
  'cms/web/siteBanner/details': { arg: 'IdQuery', result: 'BannerAdmin' },
  'cms/web/siteBanner/save': { arg: 'BannerSaveBody', result: 'Saved' },
  'cms/web/siteBanner/sort': { arg: 'SortBody' },
  'cms/web/siteContent/remove': byId,
  'cms/web/siteContent/list': { arg: 'PagedArgs<ContentAdminQuery>', result: 'PageOf<ContentAdminItem>' },
  'cms/web/siteContent/details': { arg: 'IdQuery', result: 'ContentAdminDetails' },
  'cms/web/siteContent/save': { arg: 'ContentSaveBody', result: 'Saved' },
  'cms/web/siteContent/publish': { arg: 'ContentPublishBody' },
  'cms/web/siteContent/sort': { arg: 'SortBody' },
  'cms/web/siteMenu/remove': byId,
  'cms/web/siteMenu/list': { arg: 'PlatformQuery | void', result: 'MenuEntry[]' },
  'cms/web/siteMenu/save': { arg: 'MenuSaveBody', result: 'Saved' },
  'cms/web/siteMenu/sort': { arg: 'SortBody' },
  'cms/web/siteSetting/details': { arg: 'SiteSettingQuery', result: 'SiteSetting' },
  // icpLinks is a list of objects, which the base query's form encoding cannot carry: untyped until it sends JSON.
  'cms/web/siteSetting/save': { result: 'Saved' },
  'cms/web/siteMessage/remove': byId,
  'cms/web/siteMessage/details': { arg: 'IdQuery' },
  // Staff accounts and sign-in (contract/staff.ts; server/src/routes/api/bms/system/admin.ts).
  'bms/system/admin/signIn': { arg: 'SignInBody', result: 'StaffInfo' },
  'bms/system/admin/signInfo': { arg: 'void', result: 'StaffInfo' },
  'bms/system/admin/signOut': { arg: 'void' },
  'bms/system/admin/list': { arg: 'PagedArgs<StaffListQuery>', result: 'PageOf<StaffAccount>' },
  'bms/system/admin/details': { arg: 'IdQuery', result: 'StaffAccount' },
  'bms/system/admin/save': { arg: 'StaffSaveBody', result: 'StaffSaved' },
  'bms/system/admin/remove': byId,
  'bms/system/admin/resetPassword': { arg: 'ResetPasswordBody', result: 'PasswordReset' },
  'bms/system/admin/updatePassword': { arg: 'UpdatePasswordBody' },
  'bms/system/auditLog/list': { arg: 'PagedArgs<AuditListQuery>', result: 'PageOf<AuditEntry>' },
};
