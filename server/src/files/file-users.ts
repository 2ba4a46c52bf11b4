import type { Kysely, Transaction } from 'kysely';
import { PLATFORM_NAMES } from '@contract/platform';
import type { Database } from '../db/database';
import { recordsHoldingFile } from '../repositories/server-file';

type Executor = Kysely<Database> | Transaction<Database>;

/** What shows an uploaded file, named as staff know it (内容《…》, 轮播图《…》, …). */
export async function fileUsers(db: Executor, url: string): Promise<string[]> {
  const { contents, banners, teachers, jobs, settings, menus } = await recordsHoldingFile(db, url);
  return [
    ...contents.map((row) => `内容《${row.title}》`),
    ...banners.map((row) => `轮播图《${row.title}》`),
    ...teachers.map((row) => `教师《${row.name}》`),
    ...jobs.map((row) => `招聘职位《${row.title}》`),
    ...settings.map(
      (row) => `站点设置（${(PLATFORM_NAMES as Record<string, string>)[row.platform] ?? row.platform}）`,
    ),
    ...menus.map((row) => `栏目《${row.name}》`),
  ];
}
