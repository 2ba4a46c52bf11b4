/**
 * How a new account gets its first password (issue 37 item 4), with the words staff read for each
 * choice: on the account form and in the audit trail. No typebox here: the browser reads it.
 */
export const ONBOARDING_LABELS = { invite: '邀请链接', password: '临时密码' } as const;
export type Onboarding = keyof typeof ONBOARDING_LABELS;
