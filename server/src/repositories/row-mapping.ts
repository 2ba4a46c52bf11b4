import type { Static, TObject, TSchema } from 'typebox';
import type { Database } from '../db/database';
import type { ContentTable, SavedValues } from './content-table';

/**
 * Rows ↔ the contract's shapes, derived from the contract's TypeBox schemas (issue 24 item 1:
 * one column list and one row mapper per entity; a new column is a line in the contract and one
 * in the migration, nothing here or in the route).
 *
 * - A property `fooBar` is the column `foo_bar`.
 * - A `Type.Boolean()` property is a 0/1 `Flag` column (true ⇔ 1).
 * - Every other value passes as stored (platforms are the stored strings the contract's enum
 *   names; integers and strings as they are).
 * - Properties that are no column (`derived`: a banner's schedule state) are given by the caller.
 *
 * A property whose column the table lacks is a type error where the mapping is declared.
 */

/** `fooBar` → `foo_bar`, at the type level. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Rest>}`
  : S;

/** `fooBar` → `foo_bar`. */
export const snakeCase = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const isBoolean = (schema: TSchema): boolean => (schema as { type?: unknown }).type === 'boolean';

type Table = keyof Database;
type Keys<S extends TObject> = keyof Static<S> & string;

/** The columns a shape's stored properties name that `T` has not: `never` when every one is there. */
type MissingColumns<T extends Table, K extends string> = Exclude<SnakeCase<K>, keyof Database[T] & string>;

/** Refuses (as a type error naming the missing columns) a schema with a property `T` has no column for. */
type Checked<T extends Table, K extends string> =
  MissingColumns<T, K> extends never ? unknown : { missingColumns: MissingColumns<T, K> };

export type RowMapping<S extends TObject, D extends Keys<S>> = {
  /** The columns to select, in the schema's order (derived properties left out). */
  readonly columns: readonly string[];
  /** A row (any row holding the columns) as the shape, its properties in the schema's order. */
  fromRow(
    row: Record<string, unknown>,
    ...derived: [D] extends [never] ? [] : [Pick<Static<S>, D>]
  ): Static<S>;
};

/**
 * The mapping of table `T`'s rows to the shape `schema` describes; `derived` names the
 * properties that are no column (the caller gives them to `fromRow`).
 */
export function rowMapping<T extends Table, S extends TObject, D extends Keys<S> = never>(
  _table: T,
  schema: S & Checked<T, Exclude<Keys<S>, D>>,
  derived: readonly D[] = [],
): RowMapping<S, D> {
  const fields = Object.entries(schema.properties as Record<string, TSchema>).map(([key, property]) => ({
    key,
    column: snakeCase(key),
    flag: isBoolean(property),
    derived: (derived as readonly string[]).includes(key),
  }));
  const columns = fields.filter((field) => !field.derived).map((field) => field.column);
  return {
    columns,
    fromRow(row, ...extra) {
      const given = (extra[0] ?? {}) as Record<string, unknown>;
      const shape: Record<string, unknown> = {};
      for (const field of fields) {
        const value = field.derived ? given[field.key] : row[field.column];
        shape[field.key] = field.flag && !field.derived ? value === 1 : value;
      }
      return shape as Static<S>;
    },
  };
}

/** How one property of a save body becomes its column's value (a check that throws a 400, a policy …). */
/** A save body's properties that are no column: the record's id, its place, a law override's reason. */
const SAVE_OWN_PROPERTIES = ['id', 'sort', 'adLawOverride'] as const;
type SaveOwnProperty = (typeof SAVE_OWN_PROPERTIES)[number];

export type FieldTransform<B, K extends keyof B> = (value: B[K], body: B) => unknown;

/**
 * A save body → the values of its columns, the reverse of `rowMapping`: every property of
 * `schema` but `id`, `sort` and `adLawOverride` (the save's own) is a column; a boolean is stored 0/1, a string
 * trimmed, anything else as it is; `transforms` replace that for the properties listed (required
 * texts, url policy, times, rich text kept as sanitised).
 */
export function valuesFromBody<T extends ContentTable, S extends TObject>(
  _table: T,
  schema: S & Checked<T, Exclude<Keys<S>, SaveOwnProperty>>,
  transforms: { [K in Keys<S>]?: FieldTransform<Static<S>, K> } = {},
): (body: Static<S>) => SavedValues<T> {
  const fields = Object.entries(schema.properties as Record<string, TSchema>)
    .filter(([key]) => !(SAVE_OWN_PROPERTIES as readonly string[]).includes(key))
    .map(([key, property]) => ({ key, column: snakeCase(key), flag: isBoolean(property) }));
  return (body) => {
    const record = body as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const { key, column, flag } of fields) {
      const transform = (transforms as Record<string, FieldTransform<Static<S>, Keys<S>> | undefined>)[key];
      const value = record[key];
      values[column] = transform
        ? transform(value as Static<S>[Keys<S>], body)
        : flag
          ? value
            ? 1
            : 0
          : typeof value === 'string'
            ? value.trim()
            : value;
    }
    return values as SavedValues<T>;
  };
}
