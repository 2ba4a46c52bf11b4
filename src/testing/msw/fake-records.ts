/**
 * What the fake servers of this folder do alike with the console's requests and their records:
 * read the query, answer a record or the server's 404, give a new record its id, cut a page.
 */
import { CODE } from '@contract/codes';
import { failWith, succeed } from './envelope';

/** A query parameter of the request (null when it is absent). */
export const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** The `?id=` of a details or remove call. */
export const idOf = (request: Request) => Number(param(request, 'id'));

/** A details answer: the record found, or the server's 404 with the family's message. */
export const foundOr = <Row>(found: Row | undefined, notFound: string) =>
  found ? succeed(found) : failWith(CODE.notFound, notFound);

/** The id the server gives a record it creates: one above the largest so far. */
export const nextId = (rows: Iterable<{ id: number }>) => Math.max(0, ...[...rows].map((row) => row.id)) + 1;

/** Page `pageNum` (from 1) of `rows`, as a paged list answers it, each row as `present` shows it. */
export function pageOf<Row, Item>(
  rows: Row[],
  pageNum: number,
  pageSize: number,
  present: (row: Row) => Item,
): { total: number; pageList: Item[] } {
  return {
    total: rows.length,
    pageList: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(present),
  };
}
