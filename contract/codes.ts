/**
 * The `code` values of the `{ code, message, data }` envelope (docs/content-contract.md).
 * No typebox here: the browser imports this file at run time.
 */
export const CODE = {
  ok: 0,
  badRequest: 100000001,
  notFound: 100000002,
  tooManyRequests: 100000003,
  /** "Not signed in": the browser rejects it like any failure, but without a toast. */
  notSignedIn: 100000004,
  payloadTooLarge: 100000005,
  /** Signed in, but the account lacks the permission bit the call needs (HTTP 403). */
  forbidden: 100000006,
  /** A cross-site or origin-less cookie-authenticated write (HTTP 403). */
  crossSite: 100000007,
  /**
   * Two-factor sign-in (issue 23 item 2). The account must enrol first: every call but the
   * enrolment's own, signInfo and signOut is refused (HTTP 403) until it has.
   */
  twoFactorSetupRequired: 100000021,
  /**
   * Onboarding (issue 37 item 4): the account signed in with a password an admin set and must
   * choose its own first. Every call but signInfo, signOut and updatePassword is refused (HTTP 403).
   */
  passwordChangeRequired: 100000024,
  /** The code step's pending token is unknown or expired: sign in with the password again (HTTP 400). */
  signInExpired: 100000022,
  /**
   * Step-up (issue 35): a sensitive action (a second factor enrolled or reset, account
   * administration, a lead export) and the session has not confirmed its password within
   * STEP_UP_MS (contract/staff.ts). HTTP 403; the console asks the password (confirmPassword)
   * and sends the call again.
   */
  stepUpRequired: 100000023,
  /**
   * The admission lookup's proof of work is missing, malformed, expired or used (HTTP 400): the
   * page fetches a new challenge and asks again (issue 35).
   */
  lookupProofRefused: 100000031,
  /**
   * The advertising-law check (issue 37 item 3, contract/ad-law.ts): the texts of a save, a
   * submission or an approval hold terms of the word list (HTTP 400; the message names each hit,
   * the first five, then 等 N 处). The console shows the hits and may send the call again with
   * `adLawOverride`, a reason only a holder of `review` on the record's site may give.
   */
  adLawHit: 100000041,
  internal: 100000500,
} as const;
