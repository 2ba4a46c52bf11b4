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

/**
 * What a field of a save body is called and how to fill it in: JSON Schema's own `title` and
 * `description` annotations. The console's form takes its box's label and hint from them
 * (src/admin/ui/resource-fields.ts), the OpenAPI document shows them; validation ignores them.
 */
export type FieldNames = { title: string; description?: string };

export const named = (title: string, description?: string): FieldNames =>
  description === undefined ? { title } : { title, description };

export const Platform = Type.Enum(PLATFORMS, messages({ invalid: '平台参数不正确' }));
export type Platform = Static<typeof Platform>;

/** The platform a saved record belongs to: required. */
export const RequiredPlatform = Type.Enum(
  PLATFORMS,
  messages({ missing: '请选择平台', invalid: '平台参数不正确' }),
);

// Ids are PostgreSQL `integer`s: a larger number would make the query fail instead of finding nothing.
export const INT_MAX = 2147483647;
export const Id = (invalid: string, missing = invalid) =>
  Type.Integer({ minimum: 1, maximum: INT_MAX, ...messages({ missing, invalid }) });

export const IdQuery = Type.Object({ id: Id('编号不正确', '请提供编号') });
export type IdQuery = Static<typeof IdQuery>;

export const PlatformQuery = Type.Object({ platform: Type.Optional(Platform) });
export type PlatformQuery = Static<typeof PlatformQuery>;

const PageNum = Type.Integer({
  minimum: 1,
  maximum: 100000,
  default: 1,
  ...messages({ invalid: '页码不正确' }),
});

/** The paging of a public list: a visitor's page holds at most 100 rows. */
export const PageQuery = {
  pageNum: PageNum,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 6,
    ...messages({ invalid: '每页条数应在 1 到 100 之间' }),
  }),
};

/** Most rows a back-office list sends at once: the largest of spec §9's page sizes (src/lib/pagination.ts). */
export const STAFF_MAX_PAGE_SIZE = 1000;

/**
 * The paging of a back-office list: staff may ask for up to 1,000 rows (spec §9's page sizes,
 * 15 … 1000), behind the session and the permission that protect every staff call.
 */
export const StaffPageQuery = {
  pageNum: PageNum,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: STAFF_MAX_PAGE_SIZE,
    default: 15,
    ...messages({ invalid: `每页条数应在 1 到 ${STAFF_MAX_PAGE_SIZE} 之间` }),
  }),
};

/** A mail address: one @, a dot in the domain, no spaces or markup (a pattern without anchors). */
export const EMAIL_ADDRESS = '[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>"]+';
export const EMAIL_MAX = 254;

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

/** A nullable id in a body (`null`: none, e.g. a top-level menu's parent). */
export const NullableId = (invalid: string) =>
  Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: INT_MAX,
    ...messages({ invalid }),
  });

/** Text of `min` to `max` characters (a `min` of 1 reads "missing" for an empty value). */
export const Text = (min: number, max: number, value: FieldMessages, names?: FieldNames) =>
  Type.String({ ...names, minLength: min, maxLength: max, ...messages(value) });

/** Optional text that may also be `null` (stored as null), at most `max` characters. */
export const NullableText = (max: number, invalid: string, names?: FieldNames) =>
  Type.Optional(
    Type.Unsafe<string | null>({
      ...names,
      type: ['string', 'null'],
      maxLength: max,
      ...messages({ invalid }),
    }),
  );

/**
 * A date-time as staff give it: `2025-07-01T09:00`, with seconds, and with `Z` or an offset;
 * without one it is China time (+08:00). Answers carry ISO 8601 in UTC.
 */
export const DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?$';
export const DateTimeInput = (invalid: string, names?: FieldNames) =>
  Type.String({ ...names, pattern: DATE_TIME_PATTERN, ...messages({ invalid }) });
export const NullableDateTimeInput = (invalid: string, names?: FieldNames) =>
  Type.Optional(
    Type.Unsafe<string | null>({
      ...names,
      type: ['string', 'null'],
      pattern: DATE_TIME_PATTERN,
      ...messages({ invalid }),
    }),
  );

/** A display order a record may be given (otherwise it goes last); `names`: its label and hint in a form. */
export const sortField = (names?: FieldNames) =>
  Type.Optional(
    Type.Integer({
      ...names,
      minimum: 0,
      maximum: 1000000,
      ...messages({ invalid: '排序值应在 0 到 1000000 之间' }),
    }),
  );
export const SortField = sortField();

/** A visibility flag in a save: new records are drafts unless `status` is true. */
export const StatusField = Type.Boolean({ default: false, ...messages({ invalid: '状态不正确' }) });

/** Ids in a bulk call: 1 to 1,000 distinct ids. */
export const IdList = (what: string) =>
  Type.Array(Id(`${what}编号不正确`), {
    minItems: 1,
    maxItems: 1000,
    uniqueItems: true,
    ...messages({
      missing: `请提供${what}编号列表`,
      invalid: `${what}编号列表应为 1 到 1000 个不重复的编号`,
    }),
  });

/**
 * A sort: the ids of every record of one group (one menu's content, one parent's sub-menus, one
 * platform's banners …) in their new order. A partial list or an id of another group is refused.
 */
export const SortBody = (what: string) => Type.Object({ ids: IdList(what) });
export type SortBody = Static<ReturnType<typeof SortBody>>;

/** What a save answers: the record's id (new or the same). */
export const Saved = Type.Object({ id: Type.Integer() });
export type Saved = Static<typeof Saved>;

/** A keyword filter of a back-office list (matched as a substring; `%` and `_` are literal). */
export const Keyword = Type.Optional(
  Type.String({ maxLength: 50, ...messages({ invalid: '关键词不能超过 50 个字符' }) }),
);

/** Where a record with publish and end times stands at a moment (China time does not matter: UTC instants). */
export const SCHEDULE_STATES = ['draft', 'scheduled', 'published', 'ended'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];
export const ScheduleStateName = Type.Enum(SCHEDULE_STATES);

/** draft (status off), scheduled (publish time ahead), ended (end time passed), else published. */
export function scheduleOf(
  status: boolean,
  publishTime: string | null,
  endTime: string | null,
  nowMs: number,
): ScheduleState {
  if (!status) return 'draft';
  if (publishTime !== null && Date.parse(publishTime) > nowMs) return 'scheduled';
  if (endTime !== null && Date.parse(endTime) <= nowMs) return 'ended';
  return 'published';
}
