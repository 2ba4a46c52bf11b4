import { Type, type Static } from 'typebox';
import { NullableString } from './common';

export const PageType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  templateKey: Type.String(),
  contentType: NullableString,
  sortType: NullableString,
});
export type PageType = Static<typeof PageType>;
