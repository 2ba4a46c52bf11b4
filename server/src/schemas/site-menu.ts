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
  path: NullableString,
  pageType: NullableString,
  icon: NullableString,
  contentType: NullableString,
  sortType: NullableString,
  openType: Type.Enum(OPEN_TYPES),
  sort: Type.Integer(),
});
export type MenuEntry = Static<typeof MenuFields> & { subMenus: MenuEntry[] };

/** The tree is recursive: a shared schema (fastify.addSchema) that refers to itself. */
export const MenuEntrySchema = {
  $id: 'MenuEntry',
  type: 'object',
  properties: { ...MenuFields.properties, subMenus: { type: 'array', items: { $ref: 'MenuEntry#' } } },
  required: [...MenuFields.required, 'subMenus'],
} as const;

export const MenuEntry = Type.Unsafe<MenuEntry>({ $ref: 'MenuEntry#' });
