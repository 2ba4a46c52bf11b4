import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldMessages } from '@contract/common';

export const GENERIC_BAD_REQUEST = '请求参数不正确';

// Ajv runs with `verbose`, so each error carries the schema it failed: its `x-messages` annotation.
type VerboseError = FastifySchemaValidationError & { parentSchema?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function messagesOf(schema: unknown): FieldMessages | undefined {
  if (!isRecord(schema)) return undefined;
  const annotation = schema['x-messages'];
  return isRecord(annotation) && typeof annotation.invalid === 'string'
    ? {
        invalid: annotation.invalid,
        missing: typeof annotation.missing === 'string' ? annotation.missing : undefined,
      }
    : undefined;
}

/** The Chinese message for an invalid value of a field whose schema is `schema`. */
export const invalidMessage = (schema: unknown): string => messagesOf(schema)?.invalid ?? GENERIC_BAD_REQUEST;

/** The Chinese message for one Ajv error: the field's own wording, else a generic one. */
export function validationMessage(error: VerboseError): string {
  if (error.keyword === 'required') {
    const field = String(error.params.missingProperty ?? '');
    const properties = isRecord(error.parentSchema) ? error.parentSchema.properties : undefined;
    const own = messagesOf(isRecord(properties) ? properties[field] : undefined);
    return own?.missing ?? own?.invalid ?? GENERIC_BAD_REQUEST;
  }
  const own = messagesOf(error.parentSchema);
  if (!own) return GENERIC_BAD_REQUEST;
  // An empty string where one character is the minimum reads as "not filled in".
  const empty = error.keyword === 'minLength' && error.params.limit === 1;
  return (empty ? own.missing : undefined) ?? own.invalid;
}

/**
 * The property of the request one Ajv error is about: the first key of its instance path
 * (`/links/0/url` is `links`), or the missing property of a `required` error at the top; none
 * for an error about the whole request.
 */
export function fieldOfValidation(error: FastifySchemaValidationError): string | undefined {
  const [first] = error.instancePath.split('/').filter(Boolean);
  if (first !== undefined) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
  return typeof missing === 'string' && missing !== '' ? missing : undefined;
}

/** Fastify's schemaErrorFormatter: Ajv stops at the first error, which names the field to fix. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[]): Error {
  const [first] = errors;
  return new Error(first ? validationMessage(first) : GENERIC_BAD_REQUEST);
}

/** Trims the named string fields in place, so " 张三 " and "张三" validate alike. */
export function trimFields(target: unknown, fields: readonly string[]): void {
  if (!isRecord(target)) return;
  for (const field of fields) {
    const value = target[field];
    if (typeof value === 'string') target[field] = value.trim();
  }
}
