import { Type, type Static, type TSchema } from 'typebox';
import { PLATFORMS } from './platform';

export { PLATFORMS };

/**
 * Schemas shared by several calls. `x-messages` is an annotation read by the
 * schema error formatter (see lib/validation-messages.ts): the Chinese message a
 * visitor sees when this field is missing or invalid.
 */
export type FieldMessages = { missing?: string; invalid: string };

export const messages = (value: FieldMessages) => ({ 'x-messages': value });

export const Platform = Type.Enum(PLATFORMS, messages({ invalid: '平台参数不正确' }));
export type Platform = Static<typeof Platform>;

// Ids are PostgreSQL `integer`s: a larger number would make the query fail instead of finding nothing.
export const INT_MAX = 2147483647;
export const Id = (invalid: string, missing = invalid) =>
  Type.Integer({ minimum: 1, maximum: INT_MAX, ...messages({ missing, invalid }) });

export const IdQuery = Type.Object({ id: Id('编号不正确', '请提供编号') });
export type IdQuery = Static<typeof IdQuery>;

export const PlatformQuery = Type.Object({ platform: Type.Optional(Platform) });
export type PlatformQuery = Static<typeof PlatformQuery>;

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

/** A page of a list whose items are `T` (generic: the schema is `Page(item)`). */
export type PageOf<T> = Omit<Static<ReturnType<typeof Page<TSchema>>>, 'pageList'> & { pageList: T[] };

/**
 * The arguments of a paged list as a client sends them: the page fields have defaults, so they
 * may be left out (the server fills them in).
 */
export type PagedArgs<Query extends { pageNum: number; pageSize: number }> = Omit<
  Query,
  'pageNum' | 'pageSize'
> &
  Partial<Pick<Query, 'pageNum' | 'pageSize'>>;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
