import { Type, type Static } from 'typebox';
import { Id, messages } from './common';
import { ID_CARD_PATTERN } from './id-card';
import { LOOKUP_PROOF_PATTERN } from './proof-of-work';

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

/** Why a lookup's proof is refused: the page fetches a new challenge and asks again. */
export const LOOKUP_PROOF_MESSAGES = {
  missing: '查询验证未完成，请稍候再点查询',
  invalid: '查询验证无效，请刷新页面后重新查询',
  expired: '查询验证已过期，请重新查询',
  used: '查询验证已使用，请重新查询',
} as const;

/**
 * The lookup as sent (issue 35): the number, and the proof of a challenge solved for this one
 * lookup (contract/proof-of-work.ts), `salt:number:signature`. Optional in the schema so that a
 * missing or malformed number is still answered first; the route refuses a lookup without one.
 */
export const EnrollLookupRequest = Type.Object({
  ...EnrollLookupQuery.properties,
  proof: Type.Optional(
    Type.String({
      maxLength: 100,
      pattern: LOOKUP_PROOF_PATTERN,
      ...messages({ invalid: LOOKUP_PROOF_MESSAGES.invalid }),
    }),
  ),
});
export type EnrollLookupRequest = Static<typeof EnrollLookupRequest>;

/** `GET …/challengeForClient`: a challenge for one lookup (its type: ProofChallenge). */
export const LookupChallenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String(),
  salt: Type.String(),
  maxNumber: Type.Integer(),
  signature: Type.String(),
});
export type LookupChallenge = Static<typeof LookupChallenge>;

export const GENDERS = ['男', '女'] as const;

/** A found admission; the lookup answers null when there is none. */
export const AdmissionInfo = Type.Object({
  year: Type.Integer(),
  name: Type.String(),
  major: Type.String(),
  gender: Type.Enum(GENDERS),
});
export type AdmissionInfo = Static<typeof AdmissionInfo>;
