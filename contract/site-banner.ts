import { Type, type Static } from 'typebox';
import { NullableString, PlatformName } from './common';

export const Banner = Type.Object({
  id: Type.Integer(),
  platform: PlatformName,
  title: Type.String(),
  image: Type.String(),
  url: NullableString,
  sort: Type.Integer(),
});
export type Banner = Static<typeof Banner>;
