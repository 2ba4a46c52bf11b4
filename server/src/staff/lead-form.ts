import type { Kysely, Transaction } from 'kysely';
import { CODE } from '@contract/codes';
import type { Platform } from '@contract/common';
import type { LeadFormDetails, LeadFormSaveBody } from '@contract/lead-form';
import { formProblem, LEAD_FIELD_TYPE_LABELS, normalizeField } from '@contract/lead-form-fields';
import { PLATFORM_NAMES } from '@contract/platform';
import type { Database } from '../db/database';
import { ClientError } from '../lib/client-error';
import {
  activeFields,
  shownField,
  answerCounts,
  saveLeadForm,
  storedLeadForm,
  type StoredLeadField,
} from '../repositories/lead-form';

/**
 * The 表单字段 screen (issue 38 item 1; contract/lead-form-fields.ts, docs/lead-form.md): a site's
 * fields beyond name and phone with how many stored leads answered each, and the save that keeps
 * every field's key for life: a new field gets the next key, a field left out is retired (kept, so
 * the answers of stored leads still show under its label), a retired field's key sent again
 * revives it, and a field's type never changes under its key.
 */

/** The largest key number FIELD_KEY_PATTERN takes (`f9999`). */
const KEY_NUMBER_MAX = 9999;

/** A site's form as the screen edits it. */
export async function leadFormDetails(db: Kysely<Database>, site: Platform): Promise<LeadFormDetails> {
  const form = await storedLeadForm(db, site);
  const counts = await answerCounts(db, site);
  const answers = (key: string) => counts.get(key) ?? 0;
  return {
    platform: site,
    version: form.version,
    fields: activeFields(form).map((field) => ({ ...shownField(field), answers: answers(field.key) })),
    majors: form.majors,
    retired: form.fields
      .filter((field) => field.retired && answers(field.key) > 0)
      .map(({ key, type, label }) => ({ key, type, label, answers: answers(key) })),
    updatedAt: form.updatedAt,
  };
}

const refused = (message: string, field?: string) => new ClientError(400, CODE.badRequest, message, field);

const changedMeanwhile = () =>
  new ClientError(409, CODE.badRequest, '表单已被他人修改，请刷新页面查看后重新编辑');

/** The active fields in the trail's words, one line each: `当前学历（单选，选填）：高中、中专`. */
const fieldsInWords = (fields: readonly StoredLeadField[]) =>
  fields
    .filter((field) => !field.retired)
    .map((field) => {
      const kind = `${LEAD_FIELD_TYPE_LABELS[field.type]}，${field.required ? '必填' : '选填'}`;
      const options = field.options.length > 0 ? `：${field.options.join('、')}` : '';
      const help = field.help === '' ? '' : `（说明：${field.help}）`;
      return `${field.label}（${kind}）${options}${help}`;
    });

/**
 * Saves a site's form from the screen, all of it or nothing. Refused (400, in words) when the
 * fields or majors break formProblem, a key is none of the stored form's (or is sent twice), or a
 * field's type would change; 409 when someone else saved since the screen loaded. Answers the
 * version now stored and the trail's summary (null: nothing changed, nothing written).
 */
export async function saveLeadFormFromScreen(
  trx: Transaction<Database>,
  body: LeadFormSaveBody,
  at: string,
): Promise<{ version: number; summary: Record<string, unknown> | null }> {
  const site = body.platform;
  const sent = body.fields.map(normalizeField);
  const majors = body.majors.map((major) => major.trim());
  const problem = formProblem(sent, majors);
  if (problem) throw refused(problem, 'fields');

  const before = await storedLeadForm(trx, site);
  if (body.version !== before.version) throw changedMeanwhile();

  const storedByKey = new Map(before.fields.map((field) => [field.key, field]));
  const version = before.version + 1;
  const seen = new Set<string>();
  let nextKey = before.nextKey;
  const active: StoredLeadField[] = [];
  for (const field of sent) {
    const { key, type, label, help, required, options } = field;
    if (key === undefined) {
      if (nextKey > KEY_NUMBER_MAX) throw refused('表单字段编号已用完，无法再新建字段', 'fields');
      active.push({
        key: `f${nextKey}`,
        type,
        label,
        help,
        required,
        options,
        requiredSince: required ? version : null,
        retired: false,
      });
      nextKey += 1;
      continue;
    }
    const stored = storedByKey.get(key);
    if (!stored || seen.has(key)) throw refused('表单字段不存在或重复，请刷新页面后重新编辑', 'fields');
    seen.add(key);
    if (stored.type !== type) throw refused(`字段「${stored.label}」的类型不能修改，请删除后新建`, 'fields');
    // Required since the version that made it so; a field that stays required keeps its version
    // (a retired field revived is new on the page again).
    const stays = required && stored.required && !stored.retired && stored.requiredSince !== null;
    active.push({
      key,
      type,
      label,
      help,
      required,
      options,
      requiredSince: required ? (stays ? stored.requiredSince : version) : null,
      retired: false,
    });
  }
  const retired = before.fields
    .filter((field) => !seen.has(field.key))
    .map((field): StoredLeadField => ({ ...field, retired: true }));
  const fields = [...active, ...retired];

  const same =
    JSON.stringify(fields) === JSON.stringify(before.fields) &&
    JSON.stringify(majors) === JSON.stringify(before.majors) &&
    nextKey === before.nextKey;
  // What staff read would not change (the same form saved again): nothing is written.
  if (same) return { version: before.version, summary: null };

  const saved = await saveLeadForm(trx, { platform: site, fields, majors, nextKey }, body.version, at);
  if (!saved) throw changedMeanwhile();

  const lines = [fieldsInWords(before.fields), fieldsInWords(fields)];
  const changes: Record<string, unknown> = {
    ...(lines[0]!.join('\n') !== lines[1]!.join('\n')
      ? { leadFields: { from: lines[0], to: lines[1] } }
      : {}),
    ...(before.majors.join('\n') !== majors.join('\n')
      ? { majors: { from: before.majors, to: majors } }
      : {}),
  };
  return { version, summary: { name: PLATFORM_NAMES[site], changes } };
}
