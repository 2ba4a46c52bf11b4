import type { SelectQueryBuilder } from 'kysely';
import type { PageOf } from '@contract/common';

export type PageRequest = { pageNum: number; pageSize: number };

/**
 * One page of what `filtered` finds and how many it finds in all, the two asked at once.
 * `pageRows` picks the page's columns and order; the count leaves any selection of `filtered`
 * out. PostgreSQL returns count(*) as a bigint string, hence the Number.
 */
export async function pageOf<DB, TB extends keyof DB, S, O>(
  filtered: SelectQueryBuilder<DB, TB, S>,
  pageRows: (query: SelectQueryBuilder<DB, TB, S>) => SelectQueryBuilder<DB, TB, O>,
  { pageNum, pageSize }: PageRequest,
): Promise<PageOf<O>> {
  const [counted, pageList] = await Promise.all([
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      // Kysely cannot resolve a selection's type on generic tables; it is this one.
      .executeTakeFirstOrThrow() as Promise<{ total: number | string }>,
    pageRows(filtered)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(counted.total), pageList: pageList as O[] };
}
