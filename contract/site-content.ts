import { Type, type Static } from 'typebox';
import { Id, NullableString, PageQuery } from './common';

export const ContentItem = Type.Object({
  id: Type.Integer(),
  menuId: Type.Integer(),
  title: Type.String(),
  url: NullableString,
  image: NullableString,
  summary: NullableString,
  video: NullableString,
  /** ISO 8601. */
  publishTime: Type.String(),
  sort: Type.Integer(),
});
export type ContentItem = Static<typeof ContentItem>;

/** The details call's item: with its `body` (HTML, sanitised on display). */
export const ContentDetails = Type.Object({ ...ContentItem.properties, body: Type.String() });
export type ContentDetails = Static<typeof ContentDetails>;

export const ContentListQuery = Type.Object({
  menuId: Id('栏目编号不正确', '请提供栏目编号'),
  ...PageQuery,
});
export type ContentListQuery = Static<typeof ContentListQuery>;
