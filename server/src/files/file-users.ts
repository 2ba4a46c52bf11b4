import type { Kysely, Transaction } from 'kysely';
import { collectionOf } from '@contract/collections';
import { PLATFORM_NAMES } from '@contract/platform';
import type { Database } from '../db/database';
import { recordsHoldingFile } from '../repositories/server-file';

type Executor = Kysely<Database> | Transaction<Database>;

/** What shows an uploaded file, named as staff know it (内容《…》, 轮播图《…》, 站点设置（…）…). */
export async function fileUsers(db: Executor, url: string): Promise<string[]> {
  return (await recordsHoldingFile(db, url)).map(({ collection: key, name }) => {
    const collection = collectionOf(key);
    return collection.perSite === 'one'
      ? `${collection.label}（${(PLATFORM_NAMES as Record<string, string>)[name] ?? name}）`
      : `${collection.recordLabel}《${name}》`;
  });
}
