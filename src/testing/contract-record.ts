import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';

const allowsNull = (property: unknown) => {
  const type = (property as { type?: unknown }).type;
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
};

/** Each property of `schema` whose type allows null, at null: what a form sends for boxes left empty. */
export function nullsOf<Schema extends TObject>(schema: Schema): Partial<Static<Schema>> {
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([, property]) => allowsNull(property))
      .map(([key]) => [key, null]),
  ) as Partial<Static<Schema>>;
}

/**
 * A record of the contract's `schema` for a test double: every property at what the schema makes
 * of it (its `default`, else `''`, `0`, `false`, an enum's first value, `[]`; `null` where the type
 * allows null), then `values`, what the test relies on. A property added to the contract so
 * appears in every fixture with its schema's value, with no fixture to edit.
 */
export function recordOf<Schema extends TObject>(
  schema: Schema,
  values: Partial<Static<Schema>>,
): Static<Schema> {
  const created = Value.Create(schema) as Record<string, unknown>;
  const defined = Object.fromEntries(Object.entries(created).filter(([, value]) => value !== undefined));
  return { ...nullsOf(schema), ...defined, ...values } as Static<Schema>;
}
