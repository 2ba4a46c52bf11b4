import { Type, type Static } from 'typebox';
import { INT_MAX, messages, NullableString, PlatformName, RequiredPlatform } from './common';
import {
  FIELD_HELP_MAX,
  FIELD_KEY_PATTERN,
  FIELD_LABEL_MAX,
  FIELD_OPTION_MAX,
  FIELD_OPTIONS_MAX,
  LEAD_FIELD_TYPES,
  LEAD_FIELDS_MAX,
  MAJOR_NAME_MAX,
  MAJORS_MAX,
} from './lead-form-fields';

/**
 * The calls of the lead form's fields (issue 38 item 1; the rules: contract/lead-form-fields.ts):
 * the public form's definition (GET /api/cms/web/leadForm/detailsForClient, the site of the host),
 * and the 表单字段 screen's details and save (/api/cms/web/leadForm, `leadForm` on the site).
 */

export const FieldKey = Type.String({
  pattern: FIELD_KEY_PATTERN,
  ...messages({ invalid: '字段编号不正确' }),
});

export const LeadFieldType = Type.Enum(LEAD_FIELD_TYPES, messages({ invalid: '字段类型不正确' }));

const FieldShape = {
  type: LeadFieldType,
  label: Type.String({
    minLength: 1,
    maxLength: FIELD_LABEL_MAX,
    ...messages({ missing: '请填写字段名称', invalid: `字段名称为 1 到 ${FIELD_LABEL_MAX} 个字` }),
  }),
  help: Type.String({
    maxLength: FIELD_HELP_MAX,
    ...messages({ invalid: `说明不能超过 ${FIELD_HELP_MAX} 个字` }),
  }),
  required: Type.Boolean(messages({ invalid: '是否必填不正确' })),
  options: Type.Array(
    Type.String({
      maxLength: FIELD_OPTION_MAX,
      ...messages({ invalid: `选项不能超过 ${FIELD_OPTION_MAX} 个字` }),
    }),
    { maxItems: FIELD_OPTIONS_MAX, ...messages({ invalid: `每个字段最多 ${FIELD_OPTIONS_MAX} 个选项` }) },
  ),
};

/** A field as stored and as the public form draws it (LeadFormField of lead-form-fields.ts). */
export const LeadFormFieldSchema = Type.Object({ key: Type.String(), ...FieldShape });

const Majors = Type.Array(
  Type.String({
    maxLength: MAJOR_NAME_MAX,
    ...messages({ invalid: `专业名称不能超过 ${MAJOR_NAME_MAX} 个字` }),
  }),
  { maxItems: MAJORS_MAX, ...messages({ invalid: `专业列表最多 ${MAJORS_MAX} 个专业` }) },
);

/** The public form's definition: the site's active fields in order, and its majors. */
export const PublicLeadForm = Type.Object({
  version: Type.Integer(),
  fields: Type.Array(LeadFormFieldSchema),
  majors: Type.Array(Type.String()),
});
export type PublicLeadForm = Static<typeof PublicLeadForm>;

export const LeadFormQuery = Type.Object({ platform: RequiredPlatform });
export type LeadFormQuery = Static<typeof LeadFormQuery>;

/** A field the form no longer has, kept so that the answers of leads stored with it still show. */
export const RetiredLeadField = Type.Object({
  key: Type.String(),
  type: LeadFieldType,
  label: Type.String(),
  /** How many stored leads answered it. */
  answers: Type.Integer(),
});

/** A site's form as the 表单字段 screen edits it (GET …/leadForm/details?platform=). */
export const LeadFormDetails = Type.Object({
  platform: PlatformName,
  /** 0 until the site's form is first saved (name and phone only). */
  version: Type.Integer(),
  fields: Type.Array(Type.Object({ ...LeadFormFieldSchema.properties, answers: Type.Integer() })),
  majors: Type.Array(Type.String()),
  retired: Type.Array(RetiredLeadField),
  updatedAt: NullableString,
});
export type LeadFormDetails = Static<typeof LeadFormDetails>;

/**
 * A site's form as a whole (POST /api/cms/web/leadForm): its fields in order and its majors.
 * A field of the stored form keeps its `key`; a new one has none (the server gives it one); a
 * stored field left out is retired. `version` is the one the screen loaded: a save made meanwhile
 * by someone else is refused (409) rather than overwritten.
 */
export const LeadFormSaveBody = Type.Object({
  platform: RequiredPlatform,
  version: Type.Integer({
    minimum: 0,
    maximum: INT_MAX,
    ...messages({ missing: '请提供表单的版本', invalid: '表单的版本不正确' }),
  }),
  fields: Type.Array(Type.Object({ key: Type.Optional(FieldKey), ...FieldShape }), {
    maxItems: LEAD_FIELDS_MAX,
    ...messages({
      missing: '请提供表单字段',
      invalid: `表单最多 ${LEAD_FIELDS_MAX} 个字段（姓名和手机号之外）`,
    }),
  }),
  majors: Majors,
});
export type LeadFormSaveBody = Static<typeof LeadFormSaveBody>;

export const LeadFormSaved = Type.Object({ version: Type.Integer() });
export type LeadFormSaved = Static<typeof LeadFormSaved>;

// ——— A lead's answers, on the wire ———

/** The most answers a lead call carries (the form's fields are fewer; the rest is dropped). */
export const ANSWERS_WIRE_MAX = 20;

/** A lead's answers as the public call sends them, by field key: checked by checkAnswers. */
export const LeadAnswersBody = Type.Record(
  Type.String({ maxLength: 10 }),
  Type.Union([
    Type.String({ maxLength: 200 }),
    Type.Array(Type.String({ maxLength: 200 }), { maxItems: FIELD_OPTIONS_MAX }),
  ]),
  { maxProperties: ANSWERS_WIRE_MAX, ...messages({ invalid: '表单内容不正确' }) },
);

/** An answer as staff read it in a lead's details. */
export const LeadAnswerView = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: LeadFieldType,
  /** answerText of lead-form-fields.ts: 广东省 深圳市, 护理、会计. */
  text: Type.String(),
  /** The field is no longer on the form. */
  retired: Type.Boolean(),
});
export type LeadAnswerView = Static<typeof LeadAnswerView>;
