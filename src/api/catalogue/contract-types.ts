/**
 * Argument and result types of the catalogue endpoints whose entity the contract (contract/)
 * defines: the cms/web family, whose records the public site reads, and the staff accounts. Data, like the catalogue:
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
  LeadAssignBody: 'site-message',
  LeadDetails: 'site-message',
  LeadExportQuery: 'site-message',
  LeadFollowUpBody: 'site-message',
  LeadListItem: 'site-message',
  LeadListQuery: 'site-message',
  LeadNoteBody: 'site-message',
  LeadStatusBody: 'site-message',
  ServerFile: 'server-file',
  ServerFileIdQuery: 'server-file',
  ServerFileListQuery: 'server-file',
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
  'cms/web/siteMessage/details': { arg: 'IdQuery', result: 'LeadDetails' },
  // Leads for staff and their workflow (server/src/routes/api/cms/web/site-message-admin.ts).
  'cms/web/siteMessage/list': { arg: 'PagedArgs<LeadListQuery>', result: 'PageOf<LeadListItem>' },
  'cms/web/siteMessage/export': { arg: 'LeadExportQuery | void' },
  'cms/web/siteMessage/updateStatus': { arg: 'LeadStatusBody' },
  'cms/web/siteMessage/saveNote': { arg: 'LeadNoteBody' },
  'cms/web/siteMessage/assign': { arg: 'LeadAssignBody' },
  'cms/web/siteMessage/setFollowUp': { arg: 'LeadFollowUpBody' },
  // Uploads (server/src/routes/api/cms/resource/server-file.ts).
  'cms/resource/serverFile/list': { arg: 'PagedArgs<ServerFileListQuery>', result: 'PageOf<ServerFile>' },
  'cms/resource/serverFile/remove': { arg: 'ServerFileIdQuery' },
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
