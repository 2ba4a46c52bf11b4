import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString, PlatformName } from './common';

export const OPEN_TYPES = ['self', 'blank'] as const;

/** A menu entry without its children; `MenuEntry` adds `subMenus`. */
export const MenuFields = Type.Object({
  id: Type.Integer(),
  parentId: NullableInteger,
  platform: PlatformName,
  name: Type.String(),
  status: Type.Boolean(),
  /** A fixed route such as '/about_us', when the menu stands for one. */
  path: NullableString,
  /** Page-type name (navigation scheme 1), e.g. '新闻列表'. */
  pageType: NullableString,
  /** Image URL (bottom-menu items carry one). */
  icon: NullableString,
  /** Navigation scheme 2, e.g. 'c-2'. */
  contentType: NullableString,
  /** Navigation scheme 2, e.g. 's-2-1'. */
  sortType: NullableString,
  openType: Type.Enum(OPEN_TYPES),
  sort: Type.Integer(),
});

/** The whole tree as one schema (checks and the `MenuEntry` type). */
export const MenuTree = Type.Cyclic(
  { MenuEntry: Type.Object({ ...MenuFields.properties, subMenus: Type.Array(Type.Ref('MenuEntry')) }) },
  'MenuEntry',
);
export type MenuEntry = Static<typeof MenuTree>;

/**
 * The same tree for the server's serializer: a shared schema (fastify.addSchema) that refers to
 * itself; routes answer `MenuEntry`, the reference to it.
 */
export const MenuEntrySchema = {
  $id: 'MenuEntry',
  type: 'object',
  properties: { ...MenuFields.properties, subMenus: { type: 'array', items: { $ref: 'MenuEntry#' } } },
  required: [...MenuFields.required, 'subMenus'],
} as const;

export const MenuEntry = Type.Unsafe<MenuEntry>({ $ref: 'MenuEntry#' });
