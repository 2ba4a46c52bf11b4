import { skipToken } from '@reduxjs/toolkit/query';
import { useDetailsLeadFormQuery } from '@/api/generated/cms-api';
import type { Platform } from '@contract/common';
import type { LeadFormDetails } from '@contract/lead-form';
import { CHOICE_FIELD_TYPES, PROVINCES, type LeadFieldType } from '@contract/lead-form-fields';

/**
 * A field of a site's lead form whose answers are one of a list (issue 38 item 1: a single or
 * multiple choice, 意向专业, 所在省市 by province): the inbox filters by it, the report groups by it.
 */
export type AnswerField = {
  key: string;
  label: string;
  type: LeadFieldType;
  /** What an answer can be: the options, the site's majors, the provinces; none known of a retired field. */
  values: readonly string[];
  /** No longer on the form (its stored answers still count). */
  retired: boolean;
};

const isChoice = (type: LeadFieldType) => CHOICE_FIELD_TYPES.includes(type);

/** The choice fields of a site's form as the 表单字段 screen's details give them, active ones first. */
export function answerFieldsOf(form: LeadFormDetails): AnswerField[] {
  const valuesOf = (field: LeadFormDetails['fields'][number]): readonly string[] =>
    field.type === 'major' ? form.majors : field.type === 'region' ? PROVINCES : field.options;
  return [
    ...form.fields
      .filter((field) => isChoice(field.type))
      .map((field) => ({
        key: field.key,
        label: field.label,
        type: field.type,
        values: valuesOf(field),
        retired: false,
      })),
    ...form.retired
      .filter((field) => isChoice(field.type))
      .map((field) => ({ key: field.key, label: field.label, type: field.type, values: [], retired: true })),
  ];
}

/**
 * The choice fields of `platform`'s form (none without a site: a field key is one site's), read
 * through cms/web/leadForm/details; `ready` once they are known.
 */
export function useAnswerFields(platform: Platform | undefined): { fields: AnswerField[]; ready: boolean } {
  const form = useDetailsLeadFormQuery(platform ? { platform } : skipToken);
  // Typed from the contract until the server's route types the generated call.
  const details = form.data as LeadFormDetails | undefined;
  if (!platform) return { fields: [], ready: true };
  if (!details || form.isFetching) return { fields: [], ready: form.isError };
  return { fields: answerFieldsOf(details), ready: true };
}
