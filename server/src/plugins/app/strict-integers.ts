import type { preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ClientError } from '../../lib/client-error';
import { invalidMessage } from '../../lib/validation-messages';
import { CODE } from '@contract/codes';

/**
 * An integer on the wire is 1 to 10 decimal digits; ajv's range keywords (the contract gives every
 * integer a minimum and a maximum) then decide. Ajv alone is not enough: with `coerceTypes` it turns
 * any string `s` with `s == +s` into `+s`, so "Infinity", "1e309" and "-Infinity" become ±Infinity,
 * which its number keywords skip (they run only for finite numbers), and "0x10", "1e3" or " 1"
 * become 16, 1000 and 1. Infinity then reaches the database: a 500 (SQLite for LIMIT/OFFSET,
 * PostgreSQL for every integer parameter). So every integer a route's schema declares, in its query,
 * path or body, is checked here first, from the schema, for every route: a new route is covered by
 * declaring its parameters.
 */
const DECIMAL = /^\d{1,10}$/;

const PARTS = { querystring: 'query', params: 'params', body: 'body' } as const;

type JsonSchema = {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

const isInteger = (schema: JsonSchema) =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/** A string of something other than decimal digits, or a number (JSON) that is not a safe integer. */
const malformed = (value: unknown) =>
  (typeof value === 'string' && !DECIMAL.test(value)) ||
  (typeof value === 'number' && !Number.isSafeInteger(value));

/**
 * Whether `value` holds, where `schema` declares an integer, something malformed: the integer
 * itself, the items of a list (`ids: ["Infinity"]`), the fields of an object (a rule's members),
 * or a nullable integer (`anyOf` integer or null). Anything else is left to the schema.
 */
function holdsMalformed(schema: JsonSchema, value: unknown): boolean {
  if (isInteger(schema)) return malformed(value);
  if (schema.anyOf) {
    const integer = schema.anyOf.find(isInteger);
    const onlyIntegerOrNull = schema.anyOf.every((branch) => isInteger(branch) || branch.type === 'null');
    return integer !== undefined && onlyIntegerOrNull && value !== null && malformed(value);
  }
  if (schema.items && Array.isArray(value)) return value.some((item) => holdsMalformed(schema.items!, item));
  if (schema.properties && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const fields = value as Record<string, unknown>;
    return Object.entries(schema.properties).some(([name, property]) =>
      holdsMalformed(property, fields[name]),
    );
  }
  return false;
}

/** Whether a schema declares an integer anywhere inside it. */
const declaresInteger = (schema: JsonSchema): boolean =>
  isInteger(schema) ||
  (schema.anyOf ?? []).some(declaresInteger) ||
  (schema.items !== undefined && declaresInteger(schema.items)) ||
  Object.values(schema.properties ?? {}).some(declaresInteger);

type IntegerField = {
  part: (typeof PARTS)[keyof typeof PARTS];
  name: string;
  schema: JsonSchema;
  message: string;
};

/** The top-level fields of a route's query, path and body that hold integers, at any depth. */
function integerFields(route: RouteOptions): IntegerField[] {
  const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  return Object.entries(PARTS).flatMap(([schemaPart, part]) =>
    Object.entries(schema[schemaPart]?.properties ?? {})
      .filter(([, property]) => declaresInteger(property))
      .map(([name, property]) => ({ part, name, schema: property, message: invalidMessage(property) })),
  );
}

export default fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      const fields = integerFields(route);
      if (fields.length === 0) return;
      const check: preValidationHookHandler = (request, _reply, done) => {
        for (const { part, name, schema, message } of fields) {
          const values = request[part] as Record<string, unknown> | null | undefined;
          if (values && typeof values === 'object' && holdsMalformed(schema, values[name]))
            return done(new ClientError(400, CODE.badRequest, message, name));
        }
        done();
      };
      route.preValidation = [check, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'strict-integers' },
);
