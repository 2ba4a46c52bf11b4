import { Type, type Static, type TSchema } from 'typebox';

/**
 * Schemas shared by several routes. `x-messages` is an annotation read by the
 * schema error formatter (see lib/validation-messages.ts): the Chinese message a
 * visitor sees when this field is missing or invalid.
 */
export type FieldMessages = { missing?: string; invalid: string };

export const messages = (value: FieldMessages) => ({ 'x-messages': value });

export const PLATFORMS = ['company', 'academic', 'selfStudy', 'vocational'] as const;
export const Platform = Type.Enum(PLATFORMS, messages({ invalid: '平台参数不正确' }));
export type Platform = Static<typeof Platform>;

// Ids are PostgreSQL `integer`s: a larger number would make the query fail instead of finding nothing.
export const INT_MAX = 2147483647;
export const Id = (invalid: string, missing = invalid) =>
  Type.Integer({ minimum: 1, maximum: INT_MAX, ...messages({ missing, invalid }) });

export const IdQuery = Type.Object({ id: Id('编号不正确', '请提供编号') });

export const PlatformQuery = Type.Object({ platform: Type.Optional(Platform) });

export const PageQuery = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100000, default: 1, ...messages({ invalid: '页码不正确' }) }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 6,
    ...messages({ invalid: '每页条数应在 1 到 100 之间' }),
  }),
};

/** Platforms in responses (no request wording attached). */
export const PlatformName = Type.Enum(PLATFORMS);

// `type: [x, 'null']` rather than anyOf: the response serializer writes it without trying each branch.
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ total: Type.Integer(), pageList: Type.Array(item) });

export type PageOf<T> = { total: number; pageList: T[] };

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
