import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database';
import type { StoredLeadField } from '../src/repositories/lead-form';
import type { LeadFormField } from '@contract/lead-form-fields';

/**
 * A site's lead form written straight into lead_form (issue 38 item 1), as the 表单字段 screen's
 * save stores it: the tests of the answers do not depend on that screen's calls.
 */
export type FixtureField = Partial<LeadFormField> &
  Pick<LeadFormField, 'key' | 'type' | 'label'> & { requiredSince?: number | null; retired?: boolean };

export async function writeLeadForm(
  db: Kysely<Database>,
  platform: string,
  form: { version: number; fields: FixtureField[]; majors?: string[] },
): Promise<void> {
  const fields: StoredLeadField[] = form.fields.map((field) => ({
    help: '',
    required: false,
    options: [],
    requiredSince: field.required ? 1 : null,
    retired: false,
    ...field,
  }));
  const next = Math.max(0, ...fields.map((field) => Number(field.key.slice(1)))) + 1;
  const row = {
    platform,
    version: form.version,
    fields: JSON.stringify(fields),
    majors: JSON.stringify(form.majors ?? []),
    next_key: next,
    updated_at: new Date().toISOString(),
  };
  await db.deleteFrom('lead_form').where('platform', '=', platform).execute();
  await db.insertInto('lead_form').values(row).execute();
}

/** Every site back to name and phone only, and no answers left. */
export async function clearLeadForms(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('lead_form').execute();
  await db.deleteFrom('lead_answer').execute();
}

/** The form the answer tests use (the vocational site): one field of each type, one retired. */
export const TEST_FORM = {
  version: 3,
  fields: [
    {
      key: 'f1',
      type: 'single',
      label: '学历',
      options: ['高中', '大专', '本科'],
      required: true,
      requiredSince: 1,
    },
    { key: 'f2', type: 'multiple', label: '感兴趣的课程', options: ['护理', '会计', '计算机'] },
    { key: 'f3', type: 'text', label: '备注说明' },
    { key: 'f4', type: 'region', label: '所在省市' },
    { key: 'f5', type: 'date', label: '方便联系日期' },
    // Made required in version 3: a visitor whose page showed version 2 is not asked for it.
    { key: 'f6', type: 'major', label: '意向专业', required: true, requiredSince: 3 },
    { key: 'f7', type: 'single', label: '旧字段', options: ['甲', '乙'], retired: true },
  ] satisfies FixtureField[],
  majors: ['护理学', '会计学'],
};
