import { Type, type Static } from 'typebox';
import {
  EMAIL_ADDRESS,
  EMAIL_MAX,
  Id,
  messages,
  named,
  NullableInteger,
  NullableString,
  Platform,
  PlatformName,
  RequiredPlatform,
  StaffPageQuery,
  Text,
} from './common';

/**
 * Alerts where the team is (issue 38 item 2; docs/lead-alerts.md): each site's destinations —
 * a 企业微信, 钉钉 or 飞书 group robot, or a mail address — get every new lead of the site within
 * seconds (site, source, China time, the masked phone and the first character of the name, a link
 * into the console), through a durable outbox: one delivery per lead and destination, retried
 * until it is sent or a day has passed. Calls under /api/cms/web/leadAlert
 * (server/src/routes/api/cms/web/lead-alert-admin.ts), the `leadAlerts` action of the site.
 */

/** The kinds of destination; `signing`: whether the robot can check a signature made with a secret. */
export const LEAD_ALERT_KINDS = {
  wecom: { label: '企业微信群机器人', signing: false, addressLabel: '机器人 Webhook 地址' },
  dingtalk: { label: '钉钉群机器人', signing: true, addressLabel: '机器人 Webhook 地址' },
  feishu: { label: '飞书群机器人', signing: true, addressLabel: '机器人 Webhook 地址' },
  email: { label: '邮件', signing: false, addressLabel: '收件邮箱' },
} as const satisfies Record<string, { label: string; signing: boolean; addressLabel: string }>;

export type LeadAlertKind = keyof typeof LEAD_ALERT_KINDS;
export const LEAD_ALERT_KIND_NAMES = Object.keys(LEAD_ALERT_KINDS) as LeadAlertKind[];
export const isLeadAlertKind = (value: unknown): value is LeadAlertKind =>
  typeof value === 'string' && Object.hasOwn(LEAD_ALERT_KINDS, value);

/** The robots: their address is a webhook (a credential: whoever holds it posts into the group). */
export const isWebhookKind = (kind: LeadAlertKind) => kind !== 'email';

/**
 * Where a delivery stands: 待发送 (due, or waiting for its next try after a failure), 已发送,
 * 失败 (still failing a day after the lead: given up), 已取消 (its destination was disabled or
 * deleted, or its lead deleted, before it went out).
 */
export const LEAD_ALERT_STATES = {
  pending: '待发送',
  sent: '已发送',
  failed: '失败',
  cancelled: '已取消',
} as const;
export type LeadAlertState = keyof typeof LEAD_ALERT_STATES;
export const LEAD_ALERT_STATE_NAMES = Object.keys(LEAD_ALERT_STATES) as LeadAlertState[];

/**
 * Why a lead is announced: it came in (新线索), or nobody answered it by its due time
 * (超时提醒, once per lead: lead-routing.md). Each at most once per lead and destination.
 */
export const LEAD_ALERT_REASONS = { new: '新线索', overdue: '超时提醒' } as const;
export type LeadAlertReason = keyof typeof LEAD_ALERT_REASONS;
export const LEAD_ALERT_REASON_NAMES = Object.keys(LEAD_ALERT_REASONS) as LeadAlertReason[];

/** A destination whose last this many sends failed in a row is 异常 (the console's home reports it). */
export const FAILING_AFTER = 3;

export const LEAD_ALERT_NAME_MAX = 30;
export const WEBHOOK_MAX = 500;
export const SECRET_MAX = 200;

/**
 * What each robot's webhook looks like (the address the group's robot settings show): a query
 * parameter or a path the service needs, so that a robot of another kind, or a cut address, is
 * refused with the reason instead of failing at every lead.
 */
const WEBHOOK_SHAPES: Record<
  Exclude<LeadAlertKind, 'email'>,
  { has: (url: URL) => boolean; hint: string }
> = {
  wecom: {
    has: (url) => (url.searchParams.get('key') ?? '') !== '',
    hint: '企业微信机器人地址应包含 key 参数（如 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…）',
  },
  dingtalk: {
    has: (url) => (url.searchParams.get('access_token') ?? '') !== '',
    hint: '钉钉机器人地址应包含 access_token 参数（如 https://oapi.dingtalk.com/robot/send?access_token=…）',
  },
  feishu: {
    has: (url) => /\/hook\/[^/]+$/.test(url.pathname),
    hint: '飞书机器人地址应以 /hook/ 加机器人编号结尾（如 https://open.feishu.cn/open-apis/bot/v2/hook/…）',
  },
};

/** The host names and addresses of this machine (`http://` is allowed to them only, and only when the server says so). */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';

const EMAIL = new RegExp(`^${EMAIL_ADDRESS}$`);

/**
 * What is wrong with a destination's address, in words (the form shows it under the box, the
 * server refuses with it); null when it may be saved. A webhook must be https (http only to this
 * machine when `loopbackAllowed`: tests and the demo's local receivers), carry no user name or
 * password, and have its robot's shape. Whether its host is a public one is the server's check,
 * after DNS (server/src/lib/public-address.ts).
 */
export function leadAlertAddressProblem(
  kind: LeadAlertKind,
  address: string,
  { loopbackAllowed = false }: { loopbackAllowed?: boolean } = {},
): string | null {
  const text = address.trim();
  if (kind === 'email') {
    if (text === '') return '请填写收件邮箱';
    return text.length <= EMAIL_MAX && EMAIL.test(text)
      ? null
      : '请输入正确的邮箱地址（如 zhaosheng@example.cn）';
  }
  if (text === '') return '请填写机器人 Webhook 地址';
  if (text.length > WEBHOOK_MAX) return `地址不能超过 ${WEBHOOK_MAX} 个字符`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return '地址格式不正确，请从群机器人设置中完整复制 Webhook 地址';
  }
  const plainToLoopback = url.protocol === 'http:' && loopbackAllowed && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !plainToLoopback) return '机器人地址须以 https:// 开头';
  if (url.username !== '' || url.password !== '') return '地址中不能包含用户名或密码';
  const shape = WEBHOOK_SHAPES[kind];
  return shape.has(url) ? null : shape.hint;
}

/** A secret as typed: no spaces inside, at most SECRET_MAX characters. */
export function leadAlertSecretProblem(secret: string): string | null {
  const text = secret.trim();
  if (text === '') return '请填写加签密钥（在机器人“安全设置”的“加签”中复制）';
  if (text.length > SECRET_MAX || /\s/.test(text)) return `加签密钥为 1 到 ${SECRET_MAX} 个字符，不含空格`;
  return null;
}

// ——— Shapes ———

const Kind = Type.Enum(LEAD_ALERT_KIND_NAMES, {
  ...named('通知方式'),
  ...messages({ missing: '请选择通知方式', invalid: '通知方式不正确' }),
});

/** A destination as staff read it: its address only as a hint, its secret never. */
export const LeadAlertTarget = Type.Object({
  id: Type.Integer(),
  platform: PlatformName,
  kind: Type.Enum(LEAD_ALERT_KIND_NAMES),
  name: Type.String(),
  enabled: Type.Boolean(),
  /** A webhook's host, `…` and its last 4 characters (`oapi.dingtalk.com…9f3a`); a mail destination's address. */
  addressHint: Type.String(),
  /** A robot that signs its messages (its secret is stored, sealed). */
  signed: Type.Boolean(),
  /** Sends that failed in a row since the last one that went out; FAILING_AFTER or more: 异常. */
  consecutiveFailures: Type.Integer(),
  failing: Type.Boolean(),
  lastAttemptAt: NullableString,
  lastSuccessAt: NullableString,
  /** The last failure's reason, in words. */
  lastError: NullableString,
  /** Deliveries still to go out (待发送). */
  waiting: Type.Integer(),
  updatedAt: Type.String(),
});
export type LeadAlertTarget = Static<typeof LeadAlertTarget>;

export const LeadAlertListQuery = Type.Object({ platform: RequiredPlatform });
export type LeadAlertListQuery = Static<typeof LeadAlertListQuery>;

/**
 * A site's destinations, and what the server can do: mail (SMTP_URL), links (STAFF_CONSOLE_URL),
 * http:// webhooks on its own machine (LEAD_ALERT_ALLOW_LOOPBACK: tests and the demo).
 */
export const LeadAlertList = Type.Object({
  targets: Type.Array(LeadAlertTarget),
  mailReady: Type.Boolean(),
  consoleLinks: Type.Boolean(),
  loopbackAllowed: Type.Boolean(),
});
export type LeadAlertList = Static<typeof LeadAlertList>;

/**
 * Add (no id) or change (id) a destination. `address` and `secret` are written once: an edit that
 * leaves them empty keeps the stored ones (they are never answered back). `signed` (钉钉, 飞书):
 * sign each message with the robot's secret; off, a stored secret is dropped.
 */
export const LeadAlertSaveBody = Type.Object({
  id: Type.Optional(Id('通知编号不正确')),
  platform: RequiredPlatform,
  kind: Kind,
  name: Text(
    1,
    LEAD_ALERT_NAME_MAX,
    { missing: '请填写名称', invalid: `名称为 1 到 ${LEAD_ALERT_NAME_MAX} 个字符` },
    named('名称', '方便辨认，如：招生一组群、招生主管邮箱'),
  ),
  address: Type.Optional(
    Type.String({
      maxLength: WEBHOOK_MAX,
      ...named('地址', '机器人的 Webhook 地址，或收件邮箱；修改时留空则保留原地址'),
      ...messages({ invalid: `地址不能超过 ${WEBHOOK_MAX} 个字符` }),
    }),
  ),
  signed: Type.Optional(Type.Boolean({ ...named('加签'), ...messages({ invalid: '加签设置不正确' }) })),
  secret: Type.Optional(
    Type.String({
      maxLength: SECRET_MAX,
      ...named('加签密钥', '机器人“安全设置”中“加签”的密钥；修改时留空则保留原密钥'),
      ...messages({ invalid: `加签密钥不能超过 ${SECRET_MAX} 个字符` }),
    }),
  ),
  enabled: Type.Optional(Type.Boolean({ ...named('启用'), ...messages({ invalid: '启用设置不正确' }) })),
});
export type LeadAlertSaveBody = Static<typeof LeadAlertSaveBody>;

const TargetId = Id('通知编号不正确', '请提供通知编号');

export const LeadAlertEnabledBody = Type.Object({
  id: TargetId,
  enabled: Type.Boolean(messages({ missing: '请选择启用或停用', invalid: '启用设置不正确' })),
});
export type LeadAlertEnabledBody = Static<typeof LeadAlertEnabledBody>;

export const LeadAlertTestBody = Type.Object({ id: TargetId });
export type LeadAlertTestBody = Static<typeof LeadAlertTestBody>;

/** One try of a delivery (or a 测试发送): when, how it ended, how long it took. */
export const LeadAlertAttempt = Type.Object({
  at: Type.String(),
  ok: Type.Boolean(),
  /** The receiver's HTTP status; null for mail, or when no answer came. */
  httpStatus: NullableInteger,
  /** Why it failed, in words (接收方超时（5 秒）, 接收方返回 HTTP 500 …); null when it went out. */
  error: NullableString,
  durationMs: Type.Integer(),
});
export type LeadAlertAttempt = Static<typeof LeadAlertAttempt>;

/** A lead's delivery to one destination, with its tries, oldest first. */
export const LeadAlertDelivery = Type.Object({
  id: Type.Integer(),
  leadId: Type.Integer(),
  /** The lead as its alert named it (`陈** 138****5678`); null once the lead is deleted. */
  leadLabel: NullableString,
  reason: Type.Enum(LEAD_ALERT_REASON_NAMES),
  platform: PlatformName,
  targetId: Type.Integer(),
  /** The destination as it was when the lead came (it may have been renamed or deleted since). */
  targetName: Type.String(),
  targetKind: Type.Enum(LEAD_ALERT_KIND_NAMES),
  state: Type.Enum(LEAD_ALERT_STATE_NAMES),
  createdAt: Type.String(),
  /** A pending delivery's next try. */
  nextAttemptAt: NullableString,
  sentAt: NullableString,
  lastError: NullableString,
  attempts: Type.Array(LeadAlertAttempt),
});
export type LeadAlertDelivery = Static<typeof LeadAlertDelivery>;

/** 通知记录: newest first, by site, destination and state. */
export const LeadAlertDeliveryQuery = Type.Object({
  platform: Type.Optional(Platform),
  targetId: Type.Optional(Id('通知编号不正确')),
  state: Type.Optional(Type.Enum(LEAD_ALERT_STATE_NAMES, messages({ invalid: '发送状态不正确' }))),
  ...StaffPageQuery,
});
export type LeadAlertDeliveryQuery = Static<typeof LeadAlertDeliveryQuery>;

/** 首页's 线索通知 card: the caller's sites' destinations that are 异常, and deliveries given up lately. */
export const LeadAlertSummary = Type.Object({
  failingTargets: Type.Array(
    Type.Object({
      id: Type.Integer(),
      platform: PlatformName,
      name: Type.String(),
      kind: Type.Enum(LEAD_ALERT_KIND_NAMES),
      consecutiveFailures: Type.Integer(),
      lastError: NullableString,
      lastAttemptAt: NullableString,
    }),
  ),
  /** Deliveries that ended 失败 in the last FAILED_RECENT_DAYS days. */
  failedRecently: Type.Integer(),
  /** Deliveries still to go out. */
  waiting: Type.Integer(),
});
export type LeadAlertSummary = Static<typeof LeadAlertSummary>;

export const FAILED_RECENT_DAYS = 7;
