/**
 * The lead form's extra fields (issue 38 item 1): per site, staff add fields beyond name and phone
 * (single or multiple choice, short text, province and city, date, 意向专业 from the site's list),
 * each required or optional, in order, with a label and help. The public form draws them and the
 * server checks a lead's answers with these same functions. No typebox here: the browser imports
 * this file at run time (the wire shapes are contract/lead-form.ts).
 *
 * A field keeps its `key` for life (`f1`, `f2` …, given by the server): a label changed later, an
 * option renamed or a field removed never rewrites the answers of leads already stored. A removed
 * field is kept, retired, so those answers still show under its label.
 */

export const LEAD_FIELD_TYPES = ['single', 'multiple', 'text', 'region', 'date', 'major'] as const;
export type LeadFieldType = (typeof LEAD_FIELD_TYPES)[number];

/** The words staff read for a field's type. */
export const LEAD_FIELD_TYPE_LABELS: Record<LeadFieldType, string> = {
  single: '单选',
  multiple: '多选',
  text: '简短文字',
  region: '所在省市',
  date: '日期',
  major: '意向专业',
};

/** The types whose answers are one of a list: the inbox filters by them and the report counts them. */
export const CHOICE_FIELD_TYPES: readonly LeadFieldType[] = ['single', 'multiple', 'region', 'major'];

/** At most this many fields beyond name and phone: a form a visitor on a phone still finishes. */
export const LEAD_FIELDS_MAX = 8;
export const FIELD_LABEL_MAX = 20;
export const FIELD_HELP_MAX = 60;
/** A choice field's options: enough for a real list, short enough for a phone's picker. */
export const FIELD_OPTIONS_MAX = 30;
export const FIELD_OPTION_MAX = 30;
/** The site's 意向专业 list. */
export const MAJORS_MAX = 200;
export const MAJOR_NAME_MAX = 30;
/** A short-text answer, and the city of a region answer. */
export const TEXT_ANSWER_MAX = 100;
export const CITY_MAX = 20;
/** Field keys as the server gives them. */
export const FIELD_KEY_PATTERN = '^f[1-9][0-9]{0,3}$';

/** The provinces, regions and municipalities a visitor chooses from (所在省市), in the usual order. */
export const PROVINCES = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
  '香港特别行政区',
  '澳门特别行政区',
  '台湾省',
] as const;

/** A field as stored and as the public form draws it. */
export type LeadFormField = {
  key: string;
  type: LeadFieldType;
  label: string;
  /** A line under the label ('' for none). */
  help: string;
  required: boolean;
  /** A single or multiple choice field's options, in order; empty for the other types. */
  options: string[];
};

/** What a form holds beyond name and phone, as the public form receives it. */
export type LeadFormDefinition = {
  /** Grows with every save; a lead records the version its visitor saw. */
  version: number;
  fields: LeadFormField[];
  /** The site's 意向专业 list, for its `major` fields. */
  majors: string[];
};

/**
 * An answer: the option, text or date (`YYYY-MM-DD`) of a one-value field; the options chosen
 * of a multiple choice; `[province]` or `[province, city]` of a region.
 */
export type LeadAnswer = string | string[];
export type LeadAnswers = Record<string, LeadAnswer>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day between 1900 and 2100 written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Trimmed, without control characters. */
// eslint-disable-next-line no-control-regex
const clean = (value: string) => value.replace(/[\u0000-\u001F\u007F]/g, '').trim();

/**
 * An answer as sent (anything, from a visitor), written the one way it is stored: strings trimmed,
 * a multiple choice without repeats, a region without an empty city; null when it says nothing
 * (missing, empty, or of the wrong shape, which answerProblem then reports as missing or invalid).
 */
export function normalizeAnswer(field: Pick<LeadFormField, 'type'>, raw: unknown): LeadAnswer | null {
  if (field.type === 'multiple' || field.type === 'region') {
    const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null;
    if (!list || !list.every((item) => typeof item === 'string')) return null;
    const values = (list as string[]).map(clean);
    if (field.type === 'region') {
      const [province = '', city = ''] = values;
      if (province === '') return null;
      return city === '' ? [province] : [province, city];
    }
    const chosen = [...new Set(values.filter((value) => value !== ''))];
    return chosen.length === 0 ? null : chosen;
  }
  if (typeof raw !== 'string') return null;
  const value = clean(raw);
  return value === '' ? null : value;
}

/**
 * Why an answer (normalized, null when none) is refused, in the words the form shows beside the
 * field and the server answers with; null when it is taken.
 */
export function answerProblem(
  field: LeadFormField,
  answer: LeadAnswer | null,
  majors: readonly string[],
  required: boolean = field.required,
): string | null {
  if (answer === null) {
    if (!required) return null;
    return field.type === 'text' ? `请填写${field.label}` : `请选择${field.label}`;
  }
  const chooseFrom = `「${field.label}」请从列表中选择`;
  switch (field.type) {
    case 'single':
      return typeof answer === 'string' && field.options.includes(answer) ? null : chooseFrom;
    case 'major':
      return typeof answer === 'string' && majors.includes(answer) ? null : chooseFrom;
    case 'multiple':
      return Array.isArray(answer) && answer.every((value) => field.options.includes(value))
        ? null
        : chooseFrom;
    case 'region': {
      if (!Array.isArray(answer) || !(PROVINCES as readonly string[]).includes(answer[0] ?? ''))
        return `「${field.label}」请选择省份`;
      const city = answer[1] ?? '';
      return [...city].length > CITY_MAX ? `「${field.label}」的城市不能超过 ${CITY_MAX} 个字` : null;
    }
    case 'date':
      return typeof answer === 'string' && isCalendarDay(answer)
        ? null
        : `「${field.label}」请选择正确的日期`;
    case 'text':
      if (typeof answer !== 'string') return `请填写${field.label}`;
      return [...answer].length > TEXT_ANSWER_MAX
        ? `「${field.label}」不能超过 ${TEXT_ANSWER_MAX} 个字`
        : null;
  }
}

/**
 * A lead's answers checked against the form: the ones to store (normalized, only for the form's
 * fields: an answer for a field the form no longer has is dropped, not refused, since the
 * visitor's page was older than the form), or the first problem and its field's key.
 * `requiredOf` says whether a field is required of this lead (the server relaxes fields made
 * required after the version the visitor saw).
 */
export function checkAnswers<Field extends LeadFormField>(
  form: { fields: readonly Field[]; majors: readonly string[] },
  sent: Readonly<Record<string, unknown>> | undefined,
  requiredOf: (field: Field) => boolean = (field) => field.required,
): { answers: LeadAnswers } | { problem: string; key: string } {
  const answers: LeadAnswers = {};
  for (const field of form.fields) {
    const answer = normalizeAnswer(
      field,
      sent && Object.hasOwn(sent, field.key) ? sent[field.key] : undefined,
    );
    const problem = answerProblem(field, answer, form.majors, requiredOf(field));
    if (problem) return { problem, key: field.key };
    if (answer !== null) answers[field.key] = answer;
  }
  return { answers };
}

/** An answer as staff read it (details, the CSV): options joined with 、, a region as 广东省 深圳市. */
export function answerText(field: Pick<LeadFormField, 'type'>, answer: LeadAnswer): string {
  if (typeof answer === 'string') return answer;
  return answer.join(field.type === 'region' ? ' ' : '、');
}

/** A field as staff typed it, written the one way it is stored: trimmed, options trimmed. */
export function normalizeField<Field extends Omit<LeadFormField, 'key'>>(field: Field): Field {
  const choice = field.type === 'single' || field.type === 'multiple';
  return {
    ...field,
    label: field.label.trim(),
    help: field.help.trim(),
    options: choice ? field.options.map((option) => option.trim()) : [],
  };
}

/**
 * What is wrong with a form's fields and majors (normalized), in the words the form editor and the
 * server show; null when they can be saved.
 */
export function formProblem(
  fields: readonly Omit<LeadFormField, 'key'>[],
  majors: readonly string[],
): string | null {
  if (fields.length > LEAD_FIELDS_MAX) return `表单最多 ${LEAD_FIELDS_MAX} 个字段（姓名和手机号之外）`;
  const labels = new Set<string>(['姓名', '手机号']);
  for (const [index, field] of fields.entries()) {
    if (field.label === '') return `请填写第 ${index + 1} 个字段的名称`;
    if ([...field.label].length > FIELD_LABEL_MAX) return `字段名称不能超过 ${FIELD_LABEL_MAX} 个字`;
    if (labels.has(field.label)) return `字段名称「${field.label}」重复，请改用不同的名称`;
    labels.add(field.label);
    if ([...field.help].length > FIELD_HELP_MAX)
      return `「${field.label}」的说明不能超过 ${FIELD_HELP_MAX} 个字`;
    if (field.type === 'single' || field.type === 'multiple') {
      if (field.options.length < 2) return `「${field.label}」请至少填写两个选项`;
      if (field.options.length > FIELD_OPTIONS_MAX)
        return `「${field.label}」最多 ${FIELD_OPTIONS_MAX} 个选项`;
      if (field.options.some((option) => option === '')) return `「${field.label}」有空白的选项`;
      if (field.options.some((option) => [...option].length > FIELD_OPTION_MAX))
        return `「${field.label}」的选项不能超过 ${FIELD_OPTION_MAX} 个字`;
      if (new Set(field.options).size !== field.options.length) return `「${field.label}」有重复的选项`;
    }
  }
  if (fields.filter((field) => field.type === 'major').length > 1) return '表单只能有一个意向专业字段';
  if (majors.length > MAJORS_MAX) return `专业列表最多 ${MAJORS_MAX} 个专业`;
  if (majors.some((major) => major === '')) return '专业列表中有空白的专业';
  if (majors.some((major) => [...major].length > MAJOR_NAME_MAX))
    return `专业名称不能超过 ${MAJOR_NAME_MAX} 个字`;
  if (new Set(majors).size !== majors.length) return '专业列表中有重复的专业';
  if (fields.some((field) => field.type === 'major') && majors.length === 0)
    return '意向专业字段需要专业列表：请至少添加一个专业';
  return null;
}
