import type { TObject } from 'typebox';
import type { Action } from '../roles';

/**
 * One kind of record the content staff keep (issue 36 item 1), in the spirit of Payload's
 * collection configs and react-admin's resources: what every registry needs to know of it is
 * written here once, and the registries are made from the list of definitions (./index.ts):
 * the audit trail's and revisions' words, field labels, the server's routes and repositories,
 * the tables the public site shows, where media is used, the console's navigation.
 * No server or browser imports: both sides run this.
 */
export type CollectionDefinition = {
  /** The key: the audit rows' and revisions' `entity`, the server's and console's name for it. */
  key: string;
  /** Its table in the database. */
  table: string;
  /** What staff call the kind of record: the audit trail's filter, the navigation (招聘职位). */
  label: string;
  /** What one record is called in a sentence (该职位, 职位《…》 where a file is used). */
  recordLabel: string;
  /** The save body: its properties' titles are the fields' labels, its limits the form's. */
  saveBody: TObject;
  /** The action (roles.ts) a staff member needs to read and change it, on its site for a per-site one. */
  action: Action;
  /**
   * Whether it is kept per site (platform): `records`, many records on each platform;
   * `one`, one record per platform (named by it); `none`, shared by every platform.
   */
  perSite: 'records' | 'one' | 'none';
  /**
   * Whether the public site shows it: its writes raise the content generation, so the site's
   * kept answers are dropped (server/src/db/content-generation.ts makes the triggers).
   */
  shownOnSite: boolean;
  /** Whether each save keeps a revision staff can compare and restore (历史版本). */
  revisions: boolean;
  /**
   * Whether its changes wait for review where a site asks for it (contract/review.ts): what the
   * public sees of the site (content, menus, banners, settings), checked for the advertising law.
   */
  reviewed: boolean;
  /** The column that names a record (the audit trail shows it when a row stored no name). */
  nameColumn: string;
  /** The columns that may hold an uploaded file's address (pictures and rich text alike). */
  mediaColumns: readonly string[];
  /** The API's path segment: its calls are under /api/cms/web/<apiPath>. */
  apiPath: string;
  /**
   * The record as the public site lists it, when the site lists it whole: the server answers
   * `publicListPath(apiPath)` with the visit's platform's shown records in this shape, and the
   * site reads them with `usePublicList(apiPath)` (src/api/public-api.ts).
   */
  publicList?: TObject;
  /** Its console screen under /admin: the navigation's and the home page's entry. */
  screen: ConsoleScreenEntry;
};

export type NavGroup = 'content' | 'leads' | 'system';

export type ConsoleScreenEntry = {
  /** The route segment under /admin, and the console folder of a resource screen. */
  path: string;
  /** The navigation's and the home page's label. */
  label: string;
  /** One line on the home page. */
  summary: string;
  /** The navigation group it is listed under. */
  group: NavGroup;
  /**
   * `resource`: the screen is a resource definition, `src/admin/<path>/resource.tsx`, whose list,
   * 新增 and 编辑 routes the console makes; `custom`: its pages are written by hand (app/screens.ts).
   */
  kind: 'resource' | 'custom';
};

/** Where the public site reads the records of a collection that has a `publicList`. */
export const publicListPath = (apiPath: string) => `/api/cms/web/${apiPath}/listForClient`;

/** Keeps a definition's literal types (its key, table, columns), so that unions are made from them. */
export const defineCollection = <const D extends CollectionDefinition>(definition: D): D => definition;
