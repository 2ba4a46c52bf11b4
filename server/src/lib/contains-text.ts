import { sql, type SqlBool } from 'kysely';

/**
 * Every keyword filter of the staff lists, written once: whether a column holds the typed text,
 * ignoring the case of Latin letters, on both stores. `%`, `_` and `\` typed by staff are literal
 * (the pattern escapes them, and `escape '\'` says so: SQLite has no default escape character).
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const containsText = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like lower(${containsPattern(text)}) escape ${'\\'}`;

/**
 * A tag of HTML, as the staff's content search takes it out of a body on both stores (the same
 * pattern: PostgreSQL's regexp_replace, SQLite's `html_tags_out` of db/connect.ts).
 */
export const HTML_TAG_PATTERN = '<[^>]*>';
