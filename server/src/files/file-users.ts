import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { containsText } from '../lib/contains-text';

type Executor = Kysely<Database> | Transaction<Database>;

const PLATFORM_NAMES: Record<string, string> = {
  company: '集团官网',
  academic: '成人教育',
  selfStudy: '自学考试',
  vocational: '职业教育',
};

/**
 * What shows an uploaded file, named as staff know it (内容“…”, 轮播图“…”, …): every column that
 * holds a file's address, pictures and rich text alike. A file's name is random, so its address
 * inside a column is the file and nothing else.
 */
export async function fileUsers(db: Executor, url: string): Promise<string[]> {
  const holds = (columns: string[]) =>
    sql<SqlBool>`(${sql.join(
      columns.map((column) => containsText(column, url)),
      sql` or `,
    )})`;
  const [contents, banners, teachers, jobs, settings, menus] = await Promise.all([
    db
      .selectFrom('site_content')
      .select('title')
      .where(holds(['image', 'video', 'body']))
      .execute(),
    db
      .selectFrom('site_banner')
      .select('title')
      .where(holds(['image']))
      .execute(),
    db
      .selectFrom('coworker')
      .select('name')
      .where(holds(['avatar', 'bio']))
      .execute(),
    db
      .selectFrom('job_position')
      .select('title')
      .where(holds(['requirements']))
      .execute(),
    db
      .selectFrom('site_setting')
      .select('platform')
      .where(holds(['wechat_qr', 'weibo_qr', 'xiaohongshu_qr']))
      .execute(),
    db
      .selectFrom('site_menu')
      .select('name')
      .where(holds(['icon']))
      .execute(),
  ]);
  return [
    ...contents.map((row) => `内容“${row.title}”`),
    ...banners.map((row) => `轮播图“${row.title}”`),
    ...teachers.map((row) => `教师“${row.name}”`),
    ...jobs.map((row) => `招聘职位“${row.title}”`),
    ...settings.map((row) => `站点设置（${PLATFORM_NAMES[row.platform] ?? row.platform}）`),
    ...menus.map((row) => `栏目“${row.name}”`),
  ];
}
