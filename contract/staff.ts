import { Type, type Static } from 'typebox';
import {
  EMAIL_ADDRESS,
  EMAIL_MAX,
  Id,
  messages,
  NullableInteger,
  NullableString,
  Page,
  StaffPageQuery,
} from './common';
import { AUDIT_ENTITIES } from './audit';
import { COLLECTION_KEYS } from './collections';
import { PLATFORMS } from './platform';
import { ROLE_NAMES } from './roles';

/**
 * Staff accounts, sign-in and the audit trail (bms/system/admin, bms/system/auditLog).
 * The role catalogue is in roles.ts (no typebox: the browser reads it at run time).
 */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const Username = Type.String({
  pattern: '^[A-Za-z0-9_.-]{2,32}$',
  ...messages({ missing: '请输入用户名', invalid: '用户名为 2 到 32 位字母、数字、下划线、点或连字符' }),
});

/** A password being set: long enough, bounded (the KDF's input stays small). */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  ...messages({ missing: '请输入新密码', invalid: `密码长度应在 ${PASSWORD_MIN} 到 ${PASSWORD_MAX} 位之间` }),
});

/** A password being checked: any non-empty text up to the maximum. */
const GivenPassword = Type.String({
  minLength: 1,
  maxLength: PASSWORD_MAX,
  ...messages({ missing: '请输入密码', invalid: '用户名或密码错误' }),
});

export const DisplayName = Type.String({
  minLength: 1,
  maxLength: 32,
  // No control characters, no markup.
  pattern: '^[^\\u0000-\\u001f\\u007f<>]+$',
  ...messages({ missing: '请输入姓名', invalid: '姓名为 1 到 32 个字符，不含 < >' }),
});

/**
 * One role an account holds (roles.ts): a group role alone, a site role with its sites. What is
 * stored is `normalizeGrants` of what was sent; a site role without a site is refused.
 */
export const RoleGrantSchema = Type.Object(
  {
    role: Type.Enum(ROLE_NAMES, messages({ missing: '请选择角色', invalid: '角色不正确' })),
    sites: Type.Optional(
      Type.Array(Type.Enum(PLATFORMS, messages({ invalid: '站点不正确' })), {
        maxItems: PLATFORMS.length,
        uniqueItems: true,
        ...messages({ invalid: '站点不正确' }),
      }),
    ),
  },
  { additionalProperties: false, ...messages({ invalid: '角色不正确' }) },
);
export const RoleGrants = Type.Array(RoleGrantSchema, {
  maxItems: ROLE_NAMES.length,
  ...messages({ invalid: '角色不正确' }),
});

export const SignInBody = Type.Object({ username: Username, password: GivenPassword });
export type SignInBody = Static<typeof SignInBody>;

/** The signed-in staff member (signIn and signInfo). */
export const StaffInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  /** The account's roles (roles.ts): read them with `can` and `sitesFor`. */
  roles: RoleGrants,
  /** The account signs in with a TOTP code after its password. */
  twoFactorEnabled: Type.Boolean(),
  /**
   * The security policy makes this account use two-factor sign-in: until it has enrolled, the
   * server refuses every call but enrolment (CODE.twoFactorSetupRequired) and the console shows
   * only the enrolment page.
   */
  twoFactorRequired: Type.Boolean(),
  /**
   * The account signed in with a password an admin set (a new account's or a reset one): until it
   * chooses its own (updatePassword), the server refuses every call but signInfo, signOut and
   * updatePassword (CODE.passwordChangeRequired) and the console shows only the change page.
   */
  mustChangePassword: Type.Boolean(),
  /** The sign-in before this one (时间, IP): "上次登录" on the console's home; null the first time. */
  previousSignInAt: NullableString,
  previousSignInIp: NullableString,
});
export type StaffInfo = Static<typeof StaffInfo>;

export const StaffAccount = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  roles: RoleGrants,
  enabled: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  lastSignInAt: NullableString,
  twoFactorEnabled: Type.Boolean(),
  /** Where a 忘记密码 reset link goes; null: the account resets through an admin only. */
  email: NullableString,
  /** Signs in with a password an admin set, not yet changed (see StaffInfo.mustChangePassword). */
  mustChangePassword: Type.Boolean(),
  /** An invitation link not yet used: until when it works (null: none open). */
  inviteExpiresAt: NullableString,
});
export type StaffAccount = Static<typeof StaffAccount>;

export const StaffListQuery = Type.Object({
  ...StaffPageQuery,
  keyword: Type.Optional(
    Type.String({ maxLength: 32, ...messages({ invalid: '关键词不能超过 32 个字符' }) }),
  ),
});
export type StaffListQuery = Static<typeof StaffListQuery>;

/** An address for reset links: bounded, one @, no spaces or markup. */
export const StaffEmail = Type.String({
  maxLength: EMAIL_MAX,
  pattern: `^(${EMAIL_ADDRESS})?$`,
  ...messages({ invalid: `邮箱格式不正确（如 name@example.cn，最多 ${EMAIL_MAX} 个字符）` }),
});

/**
 * How a new account gets its first password (issue 37 item 4): `invite`, a one-time link valid
 * INVITE_HOURS with which the person sets it; `password`, a temporary password (given, or
 * generated and answered once) that must be changed at the first sign-in.
 */
export type { Onboarding } from './onboarding';
export const INVITE_HOURS = 72;
/** A 忘记密码 link works this long. */
export const RESET_LINK_MINUTES = 60;

/**
 * A new account (no `id`: username and display name needed; enabled unless told otherwise) or
 * an update, which changes only the fields it sends. The username cannot change. `email`: an
 * empty text removes it. `onboarding` and `password` are for a new account only.
 */
export const StaffSaveBody = Type.Object({
  id: Type.Optional(Id('账号编号不正确')),
  username: Type.Optional(Username),
  displayName: Type.Optional(DisplayName),
  roles: Type.Optional(RoleGrants),
  enabled: Type.Optional(Type.Boolean(messages({ invalid: '启用状态不正确' }))),
  email: Type.Optional(StaffEmail),
  onboarding: Type.Optional(
    Type.Union(
      [Type.Literal('invite'), Type.Literal('password')],
      messages({ invalid: '请选择邀请链接或临时密码' }),
    ),
  ),
  password: Type.Optional(NewPassword),
});
export type StaffSaveBody = Static<typeof StaffSaveBody>;

/**
 * `password`: the generated temporary password, shown once (null when the caller chose it or
 * invited); `inviteUrl`: the invitation link, shown once (only its hash is stored).
 */
export const StaffSaved = Type.Object({
  id: Type.Integer(),
  password: NullableString,
  inviteUrl: NullableString,
  inviteExpiresAt: NullableString,
});
export type StaffSaved = Static<typeof StaffSaved>;

/** A new invitation link for an account (the older ones stop working). */
export const InviteBody = Type.Object({ id: Id('账号编号不正确', '请提供账号编号') });
export type InviteBody = Static<typeof InviteBody>;
export const InviteCreated = Type.Object({ inviteUrl: Type.String(), inviteExpiresAt: Type.String() });
export type InviteCreated = Static<typeof InviteCreated>;

/** An invitation's or a reset's token, as its link carries it (after `#token=`). */
const LINK_INVALID = '链接无效或已过期，请联系管理员重新发送';
export const PasswordLinkToken = Type.String({
  pattern: '^[A-Za-z0-9_-]{43}$',
  ...messages({ missing: LINK_INVALID, invalid: LINK_INVALID }),
});
export const PasswordLinkQuery = Type.Object({ token: PasswordLinkToken });
export type PasswordLinkQuery = Static<typeof PasswordLinkQuery>;

/** What a link is for, shown on its page before the password is chosen. */
export const PasswordLinkInfo = Type.Object({
  purpose: Type.Union([Type.Literal('invite'), Type.Literal('reset')]),
  username: Type.String(),
  displayName: Type.String(),
  expiresAt: Type.String(),
});
export type PasswordLinkInfo = Static<typeof PasswordLinkInfo>;

export const SetPasswordWithLinkBody = Type.Object({ token: PasswordLinkToken, password: NewPassword });
export type SetPasswordWithLinkBody = Static<typeof SetPasswordWithLinkBody>;

/** 忘记密码: the account's username; the answer is the same whether or not it exists. */
export const ForgotPasswordBody = Type.Object({ username: Username });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** Whether 忘记密码 can send a reset link here (an SMTP server is configured). */
export const PasswordHelp = Type.Object({ resetByEmail: Type.Boolean() });
export type PasswordHelp = Static<typeof PasswordHelp>;

export const ResetPasswordBody = Type.Object({
  id: Id('账号编号不正确', '请提供账号编号'),
  password: Type.Optional(NewPassword),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const PasswordReset = Type.Object({ password: NullableString });
export type PasswordReset = Static<typeof PasswordReset>;

export const UpdatePasswordBody = Type.Object({
  oldPassword: Type.String({
    minLength: 1,
    maxLength: PASSWORD_MAX,
    ...messages({ invalid: '请输入当前密码' }),
  }),
  newPassword: NewPassword,
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

const IsoDate = (invalid: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z?)?$',
    ...messages({ invalid }),
  });

export const AuditListQuery = Type.Object({
  ...StaffPageQuery,
  /** One of the objects the trail names (contract/audit.ts). */
  entity: Type.Optional(Type.Enum(AUDIT_ENTITIES, messages({ invalid: '对象类型不正确' }))),
  staffId: Type.Optional(Id('账号编号不正确')),
  /** Inclusive, ISO 8601 (UTC): a date or a date-time. */
  from: Type.Optional(IsoDate('开始时间不正确')),
  /** Exclusive, ISO 8601 (UTC). */
  to: Type.Optional(IsoDate('结束时间不正确')),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

/** One record's own trail (its edit screen shows it beside its versions, issue 37 item 5). */
export const RecordAuditQuery = Type.Object({
  ...StaffPageQuery,
  entity: Type.Enum(COLLECTION_KEYS, messages({ missing: '请指定记录类型', invalid: '记录类型不正确' })),
  entityId: Type.Optional(Id('记录编号不正确', '请提供记录编号')),
  /** Site settings are one record per site: named by it instead of an id. */
  platform: Type.Optional(Type.Enum(PLATFORMS, messages({ invalid: '平台参数不正确' }))),
});
export type RecordAuditQuery = Static<typeof RecordAuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  staffId: NullableInteger,
  /** The account's username when it acted (kept after the account is gone). */
  staffName: NullableString,
  /** `create`, `update`, `delete`, `signIn`, `signInFailed`, `signOut`, `export` … */
  action: Type.String(),
  /** `staffAccount`, `siteContent`, `siteMessage` … */
  entity: Type.String(),
  entityId: NullableString,
  /**
   * What changed, never passwords, tokens or full phone numbers: `{ name, changes: { field:
   * { from, to } } }` since issue 25 (AuditSummaryOfChange in contract/audit.ts), other shapes in
   * older rows.
   */
  summary: Type.Record(Type.String(), Type.Unknown()),
  ip: NullableString,
  /**
   * The record's name: as it was at the change (stored with the row), or for older rows its
   * name now; null when neither is known (or the object has no name: a lead, a session).
   */
  name: NullableString,
  /** The record still exists (the console links to it). */
  exists: Type.Boolean(),
  /**
   * The site of the record (its settings' screen is per site); null for the group's own objects
   * (accounts, sessions, page types, files).
   */
  platform: NullableString,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Page(AuditEntry);
export const StaffPage = Page(StaffAccount);

// ---- Two-factor sign-in (issue 23 item 2; server/src/routes/api/bms/system/two-factor.ts) ----

/** A code of the authenticator app: 6 digits (RFC 6238, 30-second steps). */
export const TOTP_CODE = '^[0-9]{6}$';
/** A recovery code: 16 base32 letters in groups of four, the dashes optional, any case. */
export const RECOVERY_CODE = '^[A-Za-z2-7]{4}(-?[A-Za-z2-7]{4}){3}$';
/** How many recovery codes enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

const CODE_MISSING = '请输入验证码';
const CODE_INVALID =
  '验证码格式不正确：请输入验证器应用中的 6 位数字，或一个恢复码（如 abcd-efgh-ijkl-mnop）';
const EXPIRED = '登录已超时，请重新输入用户名和密码';

/**
 * The password step's answer for an account with two-factor sign-in: no session yet; the code
 * step (signInWithCode) takes this token, bound to the account, until `expiresAt` (5 minutes).
 */
export const TwoFactorChallenge = Type.Object({
  twoFactor: Type.Literal('codeNeeded'),
  pendingToken: Type.String(),
  expiresAt: Type.String(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** signIn answers the staff member (signed in) or, with two-factor sign-in, a challenge. */
export const SignInResult = Type.Union([StaffInfo, TwoFactorChallenge]);
export type SignInResult = Static<typeof SignInResult>;

export const isTwoFactorChallenge = (result: SignInResult): result is TwoFactorChallenge =>
  'pendingToken' in result;

export const SignInCodeBody = Type.Object({
  pendingToken: Type.String({
    pattern: '^[A-Za-z0-9_-]{43}$',
    ...messages({ missing: EXPIRED, invalid: EXPIRED }),
  }),
  /** A TOTP code or an unused recovery code. */
  code: Type.String({
    pattern: `(${TOTP_CODE})|(${RECOVERY_CODE})`,
    ...messages({ missing: CODE_MISSING, invalid: CODE_INVALID }),
  }),
});
export type SignInCodeBody = Static<typeof SignInCodeBody>;

/** The signed-in account's own two-factor state (getTwoFactor). */
export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** The security policy covers this account (see StaffInfo.twoFactorRequired). */
  required: Type.Boolean(),
  enabledAt: NullableString,
  recoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/**
 * startTwoFactor: a new secret, shown while enrolment waits for its first code (as text for
 * manual entry and as the otpauth:// address the console draws as a QR code). Never sent again.
 */
export const TwoFactorSetup = Type.Object({ secret: Type.String(), uri: Type.String() });
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorActivateBody = Type.Object({
  code: Type.String({
    pattern: TOTP_CODE,
    ...messages({ missing: CODE_MISSING, invalid: '验证码为验证器应用中的 6 位数字' }),
  }),
});
export type TwoFactorActivateBody = Static<typeof TwoFactorActivateBody>;

/** The recovery codes, shown once (only their hashes are stored). */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** Turning two-factor sign-in off takes the password. */
export const TwoFactorEndBody = Type.Object({
  password: Type.String({
    minLength: 1,
    maxLength: PASSWORD_MAX,
    ...messages({ missing: '请输入当前密码', invalid: '请输入当前密码' }),
  }),
});
export type TwoFactorEndBody = Static<typeof TwoFactorEndBody>;

/**
 * Step-up (issue 35, GitHub's "sudo mode"): a sensitive action (enrolling or resetting a second
 * factor, changing the security policy, creating, changing, deleting or resetting the password of an
 * account, exporting leads) needs the password proved by this session within this long: at sign-in,
 * or again through confirmPassword. Otherwise 403 CODE.stepUpRequired.
 */
export const STEP_UP_MS = 10 * 60_000;

/** The signed-in account's password, asked again (step-up). */
export const ConfirmPasswordBody = Type.Object({
  password: Type.String({
    minLength: 1,
    maxLength: PASSWORD_MAX,
    ...messages({ missing: '请输入当前密码', invalid: '请输入当前密码' }),
  }),
});
export type ConfirmPasswordBody = Static<typeof ConfirmPasswordBody>;

/** Until when the session may do sensitive actions without being asked again. */
export const PasswordConfirmed = Type.Object({ confirmedUntil: Type.String() });
export type PasswordConfirmed = Static<typeof PasswordConfirmed>;

/** An admin removes another account's two-factor sign-in (a lost phone). */
export const TwoFactorResetBody = Type.Object({ id: Id('账号编号不正确', '请提供账号编号') });
export type TwoFactorResetBody = Static<typeof TwoFactorResetBody>;

/** The staff security policy (accounts permission). */
export const SecurityPolicy = Type.Object({
  /** Accounts holding the accounts or the export bit must sign in with a code. */
  requireTwoFactor: Type.Boolean(
    messages({ missing: '请选择是否要求两步验证', invalid: '请选择是否要求两步验证' }),
  ),
});
export type SecurityPolicy = Static<typeof SecurityPolicy>;
/**
 * Sessions staff can see and end (issue 23 item 3; server/src/routes/api/bms/system/staff-session.ts).
 * A session is named by a random public id, never by its cookie or the cookie's hash.
 */
export const StaffSessionId = Type.String({
  pattern: '^[0-9a-f]{32}$',
  ...messages({ missing: '请指定要结束的登录', invalid: '登录记录不存在或已结束' }),
});

export const StaffSessionQuery = Type.Object({ id: StaffSessionId });
export type StaffSessionQuery = Static<typeof StaffSessionQuery>;

export const StaffSession = Type.Object({
  id: Type.String(),
  /** A short name made from the browser's User-Agent: "Windows · Chrome", "iPhone · 微信". */
  device: Type.String(),
  ip: NullableString,
  startedAt: Type.String(),
  /** Written at most once a minute per session. */
  lastSeenAt: Type.String(),
  /** The session of this very request. */
  current: Type.Boolean(),
});
export type StaffSession = Static<typeof StaffSession>;

export const StaffSessionList = Type.Array(StaffSession);

/** How many sessions a call ended. */
export const SessionsEnded = Type.Object({ ended: Type.Integer() });
export type SessionsEnded = Static<typeof SessionsEnded>;
