import type { ReactNode } from 'react';
import type { Platform } from '@contract/common';
import { fromChinaInput, toChinaInput } from './china-time-input';

/**
 * The fields of a resource definition (src/admin/README.md): each names a property of the
 * contract's save body, and the form's box, its label and hint, its empty value, the stored
 * record's value in the box, the save's value and the browser's checks all follow from it and from
 * the contract's schema of that property (its title and description, lengths, range and Chinese
 * messages).
 */
export type FieldKind =
  /** One line (default). */
  | 'text'
  /** Several lines. */
  | 'textarea'
  /** Several lines of HTML (the server sanitises it): sent as typed, not trimmed. */
  | 'html'
  /** A picture: its address, with upload and the media library (MediaField). */
  | 'image'
  /** A `datetime-local` box, China time. */
  | 'datetime'
  /** A whole number, typed as text and sent as a number. */
  | 'number';

/** A field as the form shows it: its label and hint settled (labelledLayout). */
export type FieldDef<Key extends string = string> = {
  /** The property of the save body (and of the stored record). */
  key: Key;
  kind?: FieldKind;
  label: string;
  hint?: string;
  /** A one-line box's keyboard on phones (`url`). */
  inputMode?: 'url' | 'email' | 'tel';
  /** Shown under the box, from the form's values (the banner's 打开方式). */
  after?: (values: ResourceValues) => ReactNode;
  /** A picture's recommended size in pixels, width × height (shown as 建议 … 像素). */
  recommended?: readonly [number, number];
};

/** A form row: fields side by side. */
export type FieldRow<Key extends string = string> = { row: readonly FieldDef<Key>[] };
export type FormLayout<Key extends string = string> = readonly (FieldDef<Key> | FieldRow<Key>)[];

/**
 * A field as a definition writes it: `{ key: 'subjects' }`, plus `kind` when it is not one line
 * of text. Its label and hint are the contract property's `title` and `description` (contract/
 * common.ts `named`) unless the definition gives its own.
 */
export type FieldSpec<Key extends string = string> = Omit<FieldDef<Key>, 'label'> & { label?: string };
export type FormSpec<Key extends string = string> = readonly (
  FieldSpec<Key> | { row: readonly FieldSpec<Key>[] }
)[];

/** A form's values: every field as its box holds it, the platform it saves to and 状态. */
export type ResourceValues = { platform: Platform; status: boolean; fields: Record<string, string> };
export type FieldErrors = Partial<Record<string, string>>;

/** What the console reads of a contract property's schema (TypeBox, JSON Schema keywords). */
export type PropertySchema = {
  /** The field's name (contract/common.ts `named`): the box's label, a list column's header. */
  title?: string;
  /** How to fill it in: the hint under the box. */
  description?: string;
  type?: string | readonly string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  'x-messages'?: { missing?: string; invalid: string };
};
/** A save body's schema (contract/<resource>.ts `…SaveBody`). */
export type BodySchema = { properties: Record<string, unknown> };

export const fieldsOf = <Key extends string>(layout: FormLayout<Key>): FieldDef<Key>[] =>
  layout.flatMap((entry) => ('row' in entry ? [...entry.row] : [entry]));

/** A property's schema in the save body: its lengths, range, names and messages (none: `{}`). */
export const propertyOf = (body: BodySchema, key: string): PropertySchema =>
  (body.properties[key] as PropertySchema | undefined) ?? {};

/** A property's name in the contract (`title`), if it has one. */
export const titleOf = (body: BodySchema, key: string): string | undefined => propertyOf(body, key).title;

/**
 * A field's label and hint: `own` where the form gives them, else the contract's `title` and
 * `description`; a field named nowhere stops the form when it loads.
 */
export function namesOf(
  body: BodySchema,
  key: string,
  own: { label?: string; hint?: string } = {},
): { label: string; hint?: string } {
  const schema = propertyOf(body, key);
  const label = own.label ?? schema.title;
  if (label === undefined)
    throw new Error(`Form field "${key}" has no label: name it in the contract (named(…)) or give one`);
  const hint = own.hint ?? schema.description;
  return hint === undefined ? { label } : { label, hint };
}

/** A text box's label, hint and length from the save body (namesOf and the contract's maxLength). */
export function textBoxOf(
  body: BodySchema,
  key: string,
): { label: string; hint?: string; maxLength?: number } {
  const { maxLength } = propertyOf(body, key);
  return { ...namesOf(body, key), ...(maxLength === undefined ? {} : { maxLength }) };
}

/** The form with every field's label and hint: the definition's own, else the contract's. */
export function labelledLayout<Key extends string>(spec: FormSpec<Key>, body: BodySchema): FormLayout<Key> {
  const labelled = (field: FieldSpec<Key>): FieldDef<Key> => {
    const { label, hint } = namesOf(body, field.key, field);
    return { ...field, label, ...(hint === undefined ? {} : { hint }) };
  };
  return spec.map((entry) => ('row' in entry ? { row: entry.row.map(labelled) } : labelled(entry)));
}

const nullable = (schema: PropertySchema) => Array.isArray(schema.type) && schema.type.includes('null');
const raw = (field: FieldDef) => field.kind === 'html';

/** A new record's values: empty boxes, or the contract's default (招聘人数 1). */
export function emptyValuesOf(layout: FormLayout, body: BodySchema, platform: Platform): ResourceValues {
  const fields: Record<string, string> = {};
  for (const field of fieldsOf(layout)) {
    const initial = propertyOf(body, field.key).default;
    fields[field.key] = initial === undefined || initial === null ? '' : String(initial);
  }
  return { platform, status: true, fields };
}

/** A stored record's values in the boxes: times in China time, numbers as text, null as ''. */
export function valuesOfRecord(
  layout: FormLayout,
  stored: { platform: Platform; status: boolean },
): ResourceValues {
  const record = stored as unknown as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const field of fieldsOf(layout)) {
    const value = record[field.key];
    if (field.kind === 'datetime') fields[field.key] = toChinaInput(value as string | null);
    else fields[field.key] = value === null || value === undefined ? '' : String(value);
  }
  return { platform: stored.platform, status: stored.status, fields };
}

/**
 * The save's JSON body: text trimmed (HTML as typed), numbers as numbers, an empty box null where
 * the contract allows null, an empty time left out where it does not (the server then takes the
 * time of saving); no sort, so an edited record keeps its place.
 */
export function bodyOfValues(layout: FormLayout, body: BodySchema, values: ResourceValues, id?: number) {
  const sent: Record<string, unknown> = { ...(id ? { id } : {}), platform: values.platform };
  for (const field of fieldsOf(layout)) {
    const typed = values.fields[field.key] ?? '';
    const value = raw(field) ? typed : typed.trim();
    const schema = propertyOf(body, field.key);
    if (field.kind === 'number') sent[field.key] = Number(value);
    else if (field.kind === 'datetime') {
      const time = fromChinaInput(value);
      if (time !== null || nullable(schema)) sent[field.key] = time;
    } else sent[field.key] = value === '' && nullable(schema) ? null : value;
  }
  sent.status = values.status;
  return sent;
}

/** The contract's checks that need no server, with its messages: required, lengths, a number's range. */
export function checkFields(
  layout: FormLayout,
  body: BodySchema,
  values: Pick<ResourceValues, 'fields'>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fieldsOf(layout)) {
    const schema = propertyOf(body, field.key);
    const messages = schema['x-messages'];
    if (!messages) continue;
    const typed = values.fields[field.key] ?? '';
    if (field.kind === 'number') {
      const number = Number(typed);
      const inRange =
        typed.trim() !== '' &&
        Number.isInteger(number) &&
        (schema.minimum === undefined || number >= schema.minimum) &&
        (schema.maximum === undefined || number <= schema.maximum);
      if (!inRange) errors[field.key] = messages.invalid;
      continue;
    }
    if (field.kind === 'datetime') continue;
    const length = [...(raw(field) ? typed : typed.trim())].length;
    if (length === 0 && (schema.minLength ?? 0) > 0) errors[field.key] = messages.missing ?? messages.invalid;
    else if (length < (schema.minLength ?? 0) || length > (schema.maxLength ?? Infinity))
      errors[field.key] = messages.invalid;
  }
  return errors;
}
