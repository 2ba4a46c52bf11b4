import { Type, type Static } from 'typebox';
import {
  DateTimeInput,
  Id,
  messages,
  PlatformName,
  PlatformQuery,
  RequiredPlatform,
  SortField,
  StatusField,
  Text,
} from './common';

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

// ---- Back office (cms/web/jobPosition: list, details, save, remove, sort) ----

export const JobPositionAdmin = Type.Object({ ...JobPosition.properties, status: Type.Boolean() });
export type JobPositionAdmin = Static<typeof JobPositionAdmin>;

/** A platform's openings, or every platform's when none is given. */
export const JobPositionAdminQuery = PlatformQuery;
export type JobPositionAdminQuery = Static<typeof JobPositionAdminQuery>;

/** `requirements` is HTML, sanitised on save with the site's policy. */
export const JobPositionSaveBody = Type.Object({
  id: Type.Optional(Id('职位编号不正确')),
  platform: RequiredPlatform,
  title: Text(1, 100, { missing: '请输入职位名称', invalid: '职位名称为 1 到 100 个字符' }),
  department: Text(0, 64, { invalid: '部门不能超过 64 个字符' }),
  location: Text(0, 64, { invalid: '工作地点不能超过 64 个字符' }),
  headcount: Type.Integer({
    minimum: 0,
    maximum: 10000,
    default: 1,
    ...messages({ invalid: '招聘人数应在 0 到 10000 之间' }),
  }),
  salary: Text(0, 64, { invalid: '薪资不能超过 64 个字符' }),
  requirements: Type.Optional(
    Type.String({ maxLength: 20_000, ...messages({ invalid: '职位要求不能超过 20000 个字符' }) }),
  ),
  publishTime: Type.Optional(DateTimeInput('发布时间格式不正确，例如 2025-07-01 09:00')),
  status: StatusField,
  sort: SortField,
});
export type JobPositionSaveBody = Static<typeof JobPositionSaveBody>;
