import { Type, type Static } from 'typebox';
import { PlatformName } from './common';

export const JobPosition = Type.Object({
  id: Type.Integer(),
  platform: PlatformName,
  title: Type.String(),
  department: Type.String(),
  location: Type.String(),
  headcount: Type.Integer(),
  salary: Type.String(),
  requirements: Type.String(),
  publishTime: Type.String(),
  sort: Type.Integer(),
});
export type JobPosition = Static<typeof JobPosition>;
