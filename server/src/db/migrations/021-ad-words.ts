import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { adLawTermKey } from '@contract/ad-law';
import { simplifiedChar } from '../../lib/simplified-chinese';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

const ART_9_3 = '《广告法》第九条第三项';
const ART_24_1 = '《广告法》第二十四条第一项';
const ART_24_2 = '《广告法》第二十四条第二项';
const ART_24_3 = '《广告法》第二十四条第三项';
const ART_28 = '《广告法》第二十八条';

type Entry = [term: string, reason: string, exceptions?: string[]];

/**
 * The default list (docs/ad-law.md lists it too), as this migration wrote it: staff change it on
 * 广告法词库 afterwards. `*` in a term is 1 to 4 characters of one sentence.
 */
const DEFAULTS: { category: string; article: string; entries: Entry[] }[] = [
  {
    category: 'absolute',
    article: ART_9_3,
    entries: [
      ['国家级', '使用“国家级”等级别用语'],
      ['最高级', '使用“最高级”等绝对化用语'],
      ['最佳', '使用“最佳”等绝对化用语'],
      ['最好', '使用“最好”等绝对化用语', ['最好提前', '最好先', '最好不要', '您最好', '最好在']],
      ['最具', '使用“最具”等绝对化用语'],
      ['最权威', '使用“最权威”等绝对化用语'],
      [
        '第一',
        '使用“第一”等排名用语',
        [
          '第一学期',
          '第一学年',
          '第一年',
          '第一批',
          '第一步',
          '第一次',
          '第一季度',
          '第一课',
          '第一章',
          '第一版',
          '第一节',
          '第一阶段',
          '第一部分',
          '第一天',
          '第一周',
          '第一期',
          '第一届',
          '第一单元',
          '第一志愿',
          '第一学历',
          '第一时间',
          '第一轮',
          '第一册',
          '第一个',
          '第一套',
          '第一页',
        ],
      ],
      ['顶级', '使用“顶级”等绝对化用语'],
      ['顶尖', '使用“顶尖”等绝对化用语'],
      ['唯一', '使用“唯一”等绝对化用语', ['唯一标识', '唯一编号', '唯一识别']],
      ['首选', '使用“首选”等绝对化用语', ['首选科目', '首选专业', '首选志愿']],
      ['王牌', '使用“王牌”等绝对化用语'],
      ['金牌', '使用“金牌”等绝对化用语'],
      ['独家', '使用“独家”等绝对化用语'],
      ['绝对', '使用“绝对”等绝对化用语', ['绝对值']],
      ['100%', '使用“100%”等绝对化表述'],
    ],
  },
  {
    category: 'promise',
    article: ART_24_1,
    entries: [
      ['保过', '承诺考试通过', ['确保过程', '环保过程']],
      ['包过', '承诺考试通过', ['打包过程']],
      ['稳过', '承诺考试通过', ['平稳过渡']],
      ['必过', '承诺考试通过'],
      ['保证通过', '承诺考试通过'],
      ['确保通过', '承诺考试通过'],
      ['通过率100%', '承诺考试通过'],
      ['不过退费', '以退费承诺考试通过'],
      ['不过退款', '以退费承诺考试通过'],
      ['未通过退费', '以退费承诺考试通过'],
      ['包就业', '承诺就业'],
      ['保证就业', '承诺就业'],
      ['保录取', '承诺录取'],
      ['包录取', '承诺录取'],
      ['保证录取', '承诺录取'],
      ['包拿证', '承诺取得证书'],
      ['轻松拿证', '承诺取得证书'],
      ['包毕业', '承诺取得学历'],
      ['保毕业', '承诺取得学历'],
      ['押题', '承诺押中考题'],
      ['命中率', '以考题命中率承诺考试效果'],
    ],
  },
  {
    category: 'examBody',
    article: ART_24_2,
    entries: [
      ['命题专家', '明示或暗示命题人员参与教育培训'],
      ['命题人', '明示或暗示命题人员参与教育培训'],
      ['命题组', '明示或暗示命题人员参与教育培训'],
      ['阅卷老师', '明示或暗示阅卷人员参与教育培训'],
      ['阅卷组', '明示或暗示阅卷人员参与教育培训'],
      ['出题老师', '明示或暗示命题人员参与教育培训'],
      ['出题人', '明示或暗示命题人员参与教育培训'],
      ['考官亲授', '明示或暗示考试机构人员参与教育培训'],
      ['考试院内部', '明示或暗示考试机构参与教育培训'],
    ],
  },
  {
    category: 'endorsement',
    article: ART_24_3,
    entries: [
      ['专家推荐', '以专业人士的名义作推荐'],
      ['权威推荐', '以机构或专业人士的名义作推荐'],
      ['名师推荐', '以专业人士的名义作推荐'],
      ['教授推荐', '以专业人士的名义作推荐'],
      ['协会推荐', '以行业组织的名义作推荐'],
      ['官方推荐', '以机构的名义作推荐'],
      ['学员证言', '以受益者的名义作证明'],
      ['学员见证', '以受益者的名义作证明'],
      ['考生证言', '以受益者的名义作证明'],
      ['家长推荐', '以受益者的名义作推荐'],
    ],
  },
  {
    category: 'pressure',
    article: ART_28,
    entries: [
      ['名额有限', '以名额制造紧迫感，可能引人误解'],
      ['仅剩*名额', '以名额制造紧迫感，可能引人误解'],
      ['报满即止', '以名额制造紧迫感，可能引人误解'],
      ['限时抢报', '以时间制造紧迫感，可能引人误解'],
      ['最后*天', '以时间制造紧迫感，可能引人误解'],
      ['最后机会', '以时间制造紧迫感，可能引人误解'],
      ['错过再等一年', '以时间制造紧迫感，可能引人误解'],
      ['即将涨价', '以价格变化制造紧迫感，可能引人误解'],
      ['先到先得', '以名额制造紧迫感，可能引人误解'],
    ],
  },
];

/** Every default entry as a row (the migration's test reads them). */
export const defaultAdWords = (at: string) =>
  DEFAULTS.flatMap(({ category, article, entries }) =>
    entries.map(([term, reason, exceptions = []]) => ({
      term,
      term_key: adLawTermKey(term, simplifiedChar),
      category,
      reason,
      article,
      exceptions: JSON.stringify(exceptions),
      enabled: 1,
      created_at: at,
      updated_at: at,
    })),
  );

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

/**
 * Issue 37 item 3: the advertising-law word list (contract/ad-law.ts, docs/ad-law.md), one for
 * the group, with the documented default entries. `term_key` is the term as compared (full-width,
 * traditional, case, spaces and punctuation not counted): unique, so two processes cannot add the
 * same entry twice.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('ad_word'))
      .addColumn('term', 'text', (col) => col.notNull())
      .addColumn('term_key', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) =>
        col
          .notNull()
          .check(sql`category in ('absolute', 'promise', 'examBody', 'endorsement', 'pressure', 'other')`),
      )
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('article', 'text', (col) => col.notNull())
      .addColumn('exceptions', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1).check(flag('enabled')))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('ad_word_term_key_key').on('ad_word').column('term_key').unique().execute();
    await db.insertInto('ad_word').values(defaultAdWords(new Date().toISOString())).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('ad_word').execute();
  },
};
