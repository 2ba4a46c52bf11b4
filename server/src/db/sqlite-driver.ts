// The alias's types, for projects that reach this file by import only (e2e/ in ../tsconfig.json).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file has no module to import
/// <reference path="./better-sqlite3-napi.d.ts" />
/**
 * The embedded store's driver, chosen once at start from the Node that runs it. Every user of
 * SQLite (the store, its lock, backups, tests, benches) imports it from here, never a package.
 *
 * - Node 22 and later: better-sqlite3 13 (installed as `better-sqlite3-napi`, an npm alias). It is
 *   built on Node-API with its binding prebuilt inside the package, so it serves every Node from 22
 *   on without a rebuild, and it survives Node 24.19+'s check that aborts 12 (below).
 * - Node 20: better-sqlite3 12, the last major that runs there (13 installs with a warning, then
 *   crashes). Its binding is compiled for one Node ABI at `npm ci`. From Node 24.19 a garbage
 *   collection that finalises one of its statements aborts the process (`Assertion failed: (env) !=
 *   nullptr`, WiseLibs/better-sqlite3#1515), so it is never used past Node 20.
 *
 * Both packages load their native binding only when the first database opens, so importing the
 * one not chosen costs nothing and never touches its binding.
 */
import SQLite12 from 'better-sqlite3';
import SQLite13 from 'better-sqlite3-napi';

export type SqliteDriverPackage = 'better-sqlite3' | 'better-sqlite3-napi';

/** The first Node major served by better-sqlite3 13. */
export const NAPI_DRIVER_FROM_NODE = 22;

/** The package that serves Node `nodeVersion` (as `process.versions.node` spells it). */
export function sqliteDriverFor(nodeVersion: string): SqliteDriverPackage {
  const major = Number(nodeVersion.split('.')[0]);
  if (!Number.isInteger(major)) throw new Error(`Not a Node version: ${nodeVersion}`);
  return major >= NAPI_DRIVER_FROM_NODE ? 'better-sqlite3-napi' : 'better-sqlite3';
}

/** The package this process uses. */
export const SQLITE_DRIVER: SqliteDriverPackage = sqliteDriverFor(process.versions.node);

/** better-sqlite3's `Database` constructor, from the package this Node needs. */
const SQLite: typeof SQLite12 = SQLITE_DRIVER === 'better-sqlite3-napi' ? SQLite13 : SQLite12;
export default SQLite;

/** An open database, whichever major opened it (their API is the same). */
export type SqliteDatabase = SQLite12.Database;
