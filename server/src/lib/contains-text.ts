import { sql, type SqlBool } from 'kysely';

/**
 * Every keyword filter of the staff lists, written once: whether a column holds the typed text,
 * ignoring the case of Latin letters, on both stores. `%`, `_` and `\` typed by staff are literal
 * (the pattern escapes them, and `escape '\'` says so: SQLite has no default escape character).
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const containsText = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like lower(${containsPattern(text)}) escape ${'\\'}`;

/** A tag of HTML. */
const HTML_TAG = /<[^>]*>/g;

/** Entities the rich-text policy writes for text, decoded for the search (`&amp;` last). */
const ENTITIES: [RegExp, string][] = [
  [/&nbsp;/g, ' '],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&amp;/g, '&'],
];

/** Latin capitals in lower case, nothing else (as SQLite's lower() and LIKE read case). */
export const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The text of rich text as a reader sees it, as the staff's content search looks in it: tags out,
 * the common entities decoded, Latin letters in lower case. Made once when a body is written
 * (repositories/content-table.ts keeps it in `site_content.body_text`), so a search is a plain
 * substring search in SQL on both stores (`instr`, `strpos`), not a strip of every body on the
 * server's event loop at each search.
 */
export function richTextPlain(html: string | null | undefined): string {
  let text = (html ?? '').replace(HTML_TAG, '');
  for (const [entity, character] of ENTITIES) text = text.replace(entity, character);
  return asciiLower(text);
}
