import type { Kysely } from 'kysely';
import type { LeadFormField } from '@contract/lead-form-fields';
import type { Database } from '../database';

/**
 * The demo's lead form (issue 38 item 1): 成人教育 asks for 当前学历 and 意向专业 (both optional), so
 * that the public form, the inbox's answer filter and the report by answer show something on the
 * first start. 集团官网 asks for name and phone only; 职业教育 too (its browser journey adds 意向专业
 * and 所在城市 on 表单字段).
 */
export const DEMO_ACADEMIC_MAJORS = ['工商管理', '会计学', '计算机科学与技术', '护理学', '学前教育', '法学'];

/** As repositories/lead-form.ts stores a field (StoredLeadField; the seed sits below it). */
type SeededField = LeadFormField & { requiredSince: number | null; retired: boolean };

const ACADEMIC_FIELDS: SeededField[] = [
  {
    key: 'f1',
    type: 'single',
    label: '当前学历',
    help: '',
    required: false,
    options: ['高中', '中专', '大专', '本科'],
    requiredSince: null,
    retired: false,
  },
  {
    key: 'f2',
    type: 'major',
    label: '意向专业',
    help: '可先选一个，老师会为您详细介绍',
    required: false,
    options: [],
    requiredSince: null,
    retired: false,
  },
];

/** Gives 成人教育 its demo form, unless it has one. */
export async function seedDemoLeadForm(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto('lead_form')
    .values({
      platform: 'academic',
      version: 1,
      fields: JSON.stringify(ACADEMIC_FIELDS),
      majors: JSON.stringify(DEMO_ACADEMIC_MAJORS),
      next_key: ACADEMIC_FIELDS.length + 1,
      updated_at: new Date(now).toISOString(),
    })
    .onConflict((conflict) => conflict.column('platform').doNothing())
    .execute();
}
