import { Type, type Static } from 'typebox';
import { NullableString, PageQuery, Platform, PlatformName } from './common';

export const Coworker = Type.Object({
  id: Type.Integer(),
  platform: PlatformName,
  name: Type.String(),
  title: Type.String(),
  avatar: NullableString,
  summary: Type.String(),
  subjects: Type.String(),
  sort: Type.Integer(),
});
export type Coworker = Static<typeof Coworker>;

export const CoworkerDetails = Type.Object({ ...Coworker.properties, bio: Type.String() });
export type CoworkerDetails = Static<typeof CoworkerDetails>;

export const CoworkerListQuery = Type.Object({ platform: Type.Optional(Platform), ...PageQuery });
export type CoworkerListQuery = Static<typeof CoworkerListQuery>;
