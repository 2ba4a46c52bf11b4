// better-sqlite3 13, installed under the alias better-sqlite3-napi (package.json), ships no types:
// its API is 12's, which @types/better-sqlite3 describes.
declare module 'better-sqlite3-napi' {
  import Database from 'better-sqlite3';
  export = Database;
}
