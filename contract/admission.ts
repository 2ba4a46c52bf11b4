import { Type, type Static } from 'typebox';
import { Id, messages } from './common';
import { ID_CARD_PATTERN } from './id-card';

/** The admission lookup (`/api/ems/education/schoolRollContinue/searchForClient`). */
export const EnrollLookupQuery = Type.Object({
  idCardNo: Type.String({
    minLength: 1,
    maxLength: 18,
    pattern: ID_CARD_PATTERN,
    ...messages({ missing: '请先输入身份证再查询', invalid: '身份证号格式不正确' }),
  }),
  /** The server searches its configured site (ENROLL_SITE_ID); another value is refused. */
  siteId: Type.Optional(Id('站点编号不正确')),
});
export type EnrollLookupQuery = Static<typeof EnrollLookupQuery>;

export const GENDERS = ['男', '女'] as const;

/** A found admission; the lookup answers null when there is none. */
export const AdmissionInfo = Type.Object({
  year: Type.Integer(),
  name: Type.String(),
  major: Type.String(),
  gender: Type.Enum(GENDERS),
});
export type AdmissionInfo = Static<typeof AdmissionInfo>;
