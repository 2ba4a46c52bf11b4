import type { Kysely, Transaction } from 'kysely';
import type { PublicLeadForm } from '@contract/lead-form';
import type { LeadFormField } from '@contract/lead-form-fields';
import type { Database } from '../db/database';

/**
 * The lead form tables (migration 026; contract/lead-form-fields.ts): a site's fields and 意向专业
 * list (lead_form), and the leads' answers, one row per value (lead_answer).
 */
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A field as stored: `retired` once staff removed it (kept so stored answers still show under its
 * label); `requiredSince`: the form's version from which it is required (a visitor whose page
 * showed an older version is not refused for not answering it); null while optional.
 */
export type StoredLeadField = LeadFormField & { requiredSince: number | null; retired: boolean };

export type StoredLeadForm = {
  platform: string;
  /** 0: never saved (name and phone only). */
  version: number;
  /** In order; retired ones too. */
  fields: StoredLeadField[];
  majors: string[];
  /** The number of the next new field's key. */
  nextKey: number;
  updatedAt: string | null;
};

const emptyForm = (platform: string): StoredLeadForm => ({
  platform,
  version: 0,
  fields: [],
  majors: [],
  nextKey: 1,
  updatedAt: null,
});

/** A site's form as stored, or name and phone only. */
export async function storedLeadForm(db: Executor, platform: string): Promise<StoredLeadForm> {
  const row = await db
    .selectFrom('lead_form')
    .selectAll()
    .where('platform', '=', platform)
    .executeTakeFirst();
  if (!row) return emptyForm(platform);
  return {
    platform,
    version: row.version,
    fields: JSON.parse(row.fields) as StoredLeadField[],
    majors: JSON.parse(row.majors) as string[],
    nextKey: row.next_key,
    updatedAt: row.updated_at,
  };
}

/** The fields a visitor fills now, in order. */
export const activeFields = (form: StoredLeadForm): StoredLeadField[] =>
  form.fields.filter((field) => !field.retired);

/** A field as the public form and the screen show it: without what only the server needs. */
export const shownField = ({
  key,
  type,
  label,
  help,
  required,
  options,
}: StoredLeadField): LeadFormField => ({
  key,
  type,
  label,
  help,
  required,
  options,
});

/** What the public form draws: the active fields, and the majors when one of them asks for a major. */
export function publicLeadForm(form: StoredLeadForm): PublicLeadForm {
  const fields = activeFields(form);
  return {
    version: form.version,
    fields: fields.map(shownField),
    majors: fields.some((field) => field.type === 'major') ? form.majors : [],
  };
}

/**
 * Whether a field is required of a lead whose visitor saw `formVersion` of the form (0 when the
 * lead said none): a field made required after that version was not on the visitor's page as such.
 */
export const requiredFor =
  (formVersion: number) =>
  (field: StoredLeadField): boolean =>
    field.required && field.requiredSince !== null && formVersion >= field.requiredSince;

/**
 * Writes a site's form if its version is still `expected`, raising it: true for the one save that
 * did. Two staff saving at once: the second waits for the first's commit (the row's lock on
 * PostgreSQL, one writer on SQLite), then finds the version raised and writes nothing.
 */
export async function saveLeadForm(
  trx: Transaction<Database>,
  form: Pick<StoredLeadForm, 'platform' | 'fields' | 'majors' | 'nextKey'>,
  expected: number,
  at: string,
): Promise<boolean> {
  const values = {
    fields: JSON.stringify(form.fields),
    majors: JSON.stringify(form.majors),
    next_key: form.nextKey,
    updated_at: at,
  };
  // A site saved for the first time gets its row at version 0 (a second save racing it finds it).
  await trx
    .insertInto('lead_form')
    .values({ platform: form.platform, ...values, fields: '[]', majors: '[]', next_key: 1, version: 0 })
    .onConflict((conflict) => conflict.column('platform').doNothing())
    .execute();
  const result = await trx
    .updateTable('lead_form')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('platform', '=', form.platform)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many of a site's stored leads answered each field, by the field's key. */
export async function answerCounts(db: Executor, platform: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('lead_answer')
    .innerJoin('site_message', 'site_message.id', 'lead_answer.lead_id')
    .where('site_message.platform', '=', platform)
    .select((eb) => [
      'lead_answer.field_key',
      eb.fn.count<number | string>('lead_answer.lead_id').distinct().as('n'),
    ])
    .groupBy('lead_answer.field_key')
    .execute();
  return new Map(rows.map((row) => [row.field_key, Number(row.n)]));
}
