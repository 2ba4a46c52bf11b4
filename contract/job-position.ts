import { Type, type Static } from 'typebox';
import {
  DateTimeInput,
  Id,
  messages,
  named,
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

/** `remark`: the staff's own note on the opening (who to contact, until when); never on the site. */
export const JobPositionAdmin = Type.Object({
  ...JobPosition.properties,
  remark: Type.String(),
  status: Type.Boolean(),
});
export type JobPositionAdmin = Static<typeof JobPositionAdmin>;

/** A platform's openings, or every platform's when none is given. */
export const JobPositionAdminQuery = PlatformQuery;
export type JobPositionAdminQuery = Static<typeof JobPositionAdminQuery>;

/** `requirements` is HTML, sanitised on save with the site's policy. */
export const JobPositionSaveBody = Type.Object({
  id: Type.Optional(Id('职位编号不正确')),
  platform: RequiredPlatform,
  title: Text(
    1,
    100,
    { missing: '请输入职位名称', invalid: '职位名称为 1 到 100 个字符' },
    named('职位名称', '1 到 100 个字符'),
  ),
  department: Text(0, 64, { invalid: '部门不能超过 64 个字符' }, named('部门')),
  location: Text(0, 64, { invalid: '工作地点不能超过 64 个字符' }, named('工作地点')),
  headcount: Type.Integer({
    ...named('招聘人数', '0 到 10000；0 表示人数不限'),
    minimum: 0,
    maximum: 10000,
    default: 1,
    ...messages({ invalid: '招聘人数应在 0 到 10000 之间' }),
  }),
  salary: Text(
    0,
    64,
    { invalid: '薪资不能超过 64 个字符' },
    named('薪资', '如：8k-12k、面议；不超过 64 个字符'),
  ),
  requirements: Type.Optional(
    Type.String({
      ...named('职位要求（HTML）', '可用 <p>、<ul>、<li> 等标签；保存时服务器会去掉不安全的内容'),
      maxLength: 20_000,
      ...messages({ invalid: '职位要求不能超过 20000 个字符' }),
    }),
  ),
  publishTime: Type.Optional(
    DateTimeInput(
      '发布时间格式不正确，例如 2025-07-01 09:00',
      named('发布时间', '北京时间；留空则为保存时的时间'),
    ),
  ),
  remark: Type.Optional(
    Text(
      0,
      200,
      { invalid: '内部备注不能超过 200 个字符' },
      named('内部备注', '仅后台可见，网站上不显示；不超过 200 个字符'),
    ),
  ),
  status: StatusField,
  sort: SortField,
});
export type JobPositionSaveBody = Static<typeof JobPositionSaveBody>;
