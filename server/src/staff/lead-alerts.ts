import { createHmac } from 'node:crypto';
import { chinaTimeParts, pad2 } from '@contract/china-time';
import type { LeadAlertKind, LeadAlertReason } from '@contract/lead-alert';
import { sourceLabel } from '@contract/lead-rules';
import { maskName, maskPhone } from '@contract/lead-status';
import { PLATFORM_NAMES, isPlatform } from '@contract/platform';
import { postJson, type OutboundAnswer } from '../lib/outbound-post';
import { maskPersonalNumbers } from '../lib/personal-numbers';

/**
 * Lead alerts (issue 38 item 2; docs/lead-alerts.md): what a message says, how each kind of
 * destination is sent to (the robots' formats and signatures, mail), how its answer is judged,
 * and when a failed delivery is tried again. The outbox and its worker are
 * repositories/lead-alert.ts and plugins/app/lead-alert-outbox.ts.
 */

/** A webhook's answer must come within this; the delivery's lease is longer (LEAD_ALERT_LEASE_SECONDS). */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** A mail must be handed to the SMTP server within this. */
export const MAIL_TIMEOUT_MS = 10_000;

/**
 * The waits after each failed try: 10 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, then every 4 h,
 * until GIVE_UP_AFTER_MS after the lead: then the delivery is 失败.
 */
export const RETRY_DELAYS_MS = [
  10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000,
];
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** The wait after a delivery's `failedTries`-th failure (1 for the first). */
export const retryDelayMs = (failedTries: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(failedTries, 1), RETRY_DELAYS_MS.length) - 1]!;

/** What a message tells of a lead: never the whole phone or the whole name. */
export type AlertFacts = {
  site: string;
  source: string;
  /** China time, `2026-05-01 14:03`. */
  time: string;
  phone: string;
  name: string;
  /** The lead in the console, or null (STAFF_CONSOLE_URL unset). */
  link: string | null;
};

const chinaMinute = (iso: string): string => {
  const parts = chinaTimeParts(iso);
  if (!parts) return iso;
  const [year, month, day, hours, minutes] = parts;
  return `${year}-${pad2(month)}-${pad2(day)} ${pad2(hours)}:${pad2(minutes)}`;
};

/** The facts of a stored lead; its link is the console's lead details (`/admin/leads/:id`). */
export function factsOfLead(
  lead: {
    id: number;
    name: string;
    phone: string;
    platform: string | null;
    source: string;
    created_at: string;
  },
  consoleUrl: string | null,
): AlertFacts {
  return {
    site: isPlatform(lead.platform) ? PLATFORM_NAMES[lead.platform] : '未记录站点',
    source: sourceLabel(lead.source),
    time: chinaMinute(lead.created_at),
    phone: maskPhone(lead.phone),
    name: maskName(lead.name),
    link: consoleUrl ? `${consoleUrl}/leads/${lead.id}` : null,
  };
}

/** A message's words: a title, a mail's subject, its lines and the link (shown last, when there is one). */
export type AlertMessage = {
  title: string;
  subject: string;
  lines: string[];
  link: string | null;
  linkText: string;
};

/** A lead's message: a new one, or one nobody answered by its due time (sent once, lead-routing.md). */
export function leadMessage(facts: AlertFacts, reason: LeadAlertReason = 'new'): AlertMessage {
  const heading = reason === 'overdue' ? '【超时未响应】' : '【新线索】';
  return {
    title: `${heading}${facts.site}`,
    subject: `${heading}${facts.site} · ${facts.name} · ${facts.source}`,
    lines: [
      ...(reason === 'overdue' ? ['这条线索已过响应时限，还没有人跟进，请尽快联系'] : []),
      `来源：${facts.source}`,
      `时间：${facts.time}（北京时间）`,
      `手机：${facts.phone}`,
      `称呼：${facts.name}`,
      ...(facts.link ? [] : ['请登录管理后台查看线索详情']),
    ],
    link: facts.link,
    linkText: '查看线索详情',
  };
}

/** 测试发送's message: says what it is, and shows the format with a made-up lead. */
export function testMessage(site: string, targetName: string, consoleUrl: string | null): AlertMessage {
  const title = `【测试消息】${site} · 线索通知`;
  return {
    title,
    subject: title,
    lines: [
      `收到本消息，说明“${targetName}”已设置成功。新线索将按以下格式发送（示例，非真实线索）：`,
      '来源：百度',
      `时间：${chinaMinute(new Date().toISOString())}（北京时间）`,
      `手机：${maskPhone('13800138000')}`,
      `称呼：${maskName('王同学')}`,
    ],
    link: consoleUrl ? `${consoleUrl}/leads` : null,
    linkText: '打开线索列表',
  };
}

const plainText = (message: AlertMessage) =>
  [message.title, ...message.lines, ...(message.link ? [`${message.linkText}：${message.link}`] : [])].join(
    '\n',
  );

// ——— Signatures ———

/** 钉钉: base64(HMAC-SHA256(key = secret, message = `${timestamp}\n${secret}`)), timestamp in ms. */
export const dingtalkSign = (timestampMs: number, secret: string): string =>
  createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');

/** 飞书: base64(HMAC-SHA256(key = `${timestamp}\n${secret}`, message = empty)), timestamp in seconds. */
export const feishuSign = (timestampS: number, secret: string): string =>
  createHmac('sha256', `${timestampS}\n${secret}`).update('').digest('base64');

/** The request a robot takes: the address (钉钉 signs in its query) and the JSON body. */
export function robotRequest(
  kind: Exclude<LeadAlertKind, 'email'>,
  address: string,
  secret: string | null,
  message: AlertMessage,
  nowMs: number,
): { url: URL; body: unknown } {
  const url = new URL(address);
  const linkLine = message.link ? `[${message.linkText}](${message.link})` : null;
  if (kind === 'wecom') {
    // 企业微信 markdown: lines separated by \n, links [text](url).
    const content = [`**${message.title}**`, ...message.lines, ...(linkLine ? [linkLine] : [])].join('\n');
    return { url, body: { msgtype: 'markdown', markdown: { content } } };
  }
  if (kind === 'dingtalk') {
    if (secret) {
      url.searchParams.set('timestamp', String(nowMs));
      url.searchParams.set('sign', dingtalkSign(nowMs, secret));
    }
    // 钉钉 markdown: a paragraph per line (a single \n is not a line break there).
    const text = [`#### ${message.title}`, ...message.lines, ...(linkLine ? [linkLine] : [])].join('\n\n');
    return { url, body: { msgtype: 'markdown', markdown: { title: message.title, text } } };
  }
  const timestamp = Math.floor(nowMs / 1000);
  // 飞书 rich text (post): a paragraph per line, the link as an `a` element.
  const content = [
    ...message.lines.map((line) => [{ tag: 'text', text: line }]),
    ...(message.link ? [[{ tag: 'a', text: message.linkText, href: message.link }]] : []),
  ];
  return {
    url,
    body: {
      ...(secret ? { timestamp: String(timestamp), sign: feishuSign(timestamp, secret) } : {}),
      msg_type: 'post',
      content: { post: { zh_cn: { title: message.title, content } } },
    },
  };
}

/** What the robots answer when they refuse, in words (their own message follows). */
const KNOWN_ERRORS: Record<string, string> = {
  'wecom:93000': 'Webhook 地址无效或机器人已被移出群聊',
  'wecom:45009': '发送太频繁（每个机器人每分钟最多 20 条）',
  'dingtalk:310000': '签名校验失败、关键词不符或 IP 不在白名单中',
  'dingtalk:300001': 'access_token 无效',
  'dingtalk:130101': '发送太频繁（每个机器人每分钟最多 20 条）',
  'feishu:19021': '签名校验失败或时间戳不在一小时内',
  'feishu:19024': '关键词校验失败',
  'feishu:9499': '请求格式有误',
  'feishu:11232': '发送太频繁',
};

/** A receiver's own words, bounded, any phone or ID number in them masked. */
const receiverWords = (text: string, max = 80) => {
  const flat = maskPersonalNumbers(text.replace(/\s+/g, ' ').trim());
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * Whether a robot took the message: HTTP 200 and JSON saying so (企业微信 and 钉钉 `errcode: 0`,
 * 飞书 `code: 0`, or its older `StatusCode: 0`); otherwise why not, in words.
 */
export function robotVerdict(kind: Exclude<LeadAlertKind, 'email'>, answer: OutboundAnswer): string | null {
  if (!answer.ok) return answer.error;
  if (answer.status !== 200) return `接收方返回 HTTP ${answer.status}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `接收方的答复不是 JSON：${receiverWords(answer.body, 40) || '（空）'}`;
  }
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const code = kind === 'feishu' ? (fields.code ?? fields.StatusCode) : fields.errcode;
  if (code === 0) return null;
  if (code === undefined) return '接收方的答复中没有结果代码，不能确认已送达';
  const said = String(kind === 'feishu' ? (fields.msg ?? fields.StatusMessage ?? '') : (fields.errmsg ?? ''));
  const known = KNOWN_ERRORS[`${kind}:${String(code)}`];
  return `机器人拒收（错误码 ${String(code)}${known ? `：${known}` : ''}）${said ? `：${receiverWords(said)}` : ''}`;
}

/** One try's outcome, as an attempt records it. */
export type TryOutcome = { ok: boolean; httpStatus: number | null; error: string | null; durationMs: number };

/** What sending needs besides the destination: mail, the loopback setting, the signature's time. */
export type SendContext = {
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  mailReady: boolean;
  loopbackAllowed: boolean;
  signedAtMs: number;
};

/** Nodemailer's errors in words: its code and the SMTP server's reply code, never its text (it may name the address). */
function mailError(error: unknown): string {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  if (code === 'ETIMEDOUT' || code === 'alert-timeout')
    return `邮件服务器超时（${MAIL_TIMEOUT_MS / 1000} 秒）`;
  if (code === 'ECONNECTION' || code === 'ESOCKET') return '无法连接邮件服务器';
  if (code === 'EAUTH') return '邮件服务器登录失败';
  if (code === 'EENVELOPE') return `邮件服务器拒收该地址${responseCode ? `（${responseCode}）` : ''}`;
  return `邮件发送失败${code ? `（${code}${responseCode ? ` ${responseCode}` : ''}）` : ''}`;
}

/** Sends `message` to an opened destination (its address and secret in clear); never rejects. */
export async function sendAlert(
  target: { kind: LeadAlertKind; address: string; secret: string | null },
  message: AlertMessage,
  context: SendContext,
): Promise<TryOutcome> {
  if (target.kind === 'email') {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    if (!context.mailReady)
      return { ok: false, httpStatus: null, error: '服务器未配置邮件（SMTP_URL）', durationMs: 0 };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        context.sendMail({ to: target.address, subject: message.subject, text: plainText(message) }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(Object.assign(new Error('timeout'), { code: 'alert-timeout' })),
            MAIL_TIMEOUT_MS,
          );
        }),
      ]);
      return { ok: true, httpStatus: null, error: null, durationMs: durationMs() };
    } catch (error) {
      return { ok: false, httpStatus: null, error: mailError(error), durationMs: durationMs() };
    } finally {
      clearTimeout(timer);
    }
  }
  let request: { url: URL; body: unknown };
  try {
    request = robotRequest(target.kind, target.address, target.secret, message, context.signedAtMs);
  } catch {
    return { ok: false, httpStatus: null, error: '地址格式不正确', durationMs: 0 };
  }
  const answer = await postJson(request.url, request.body, {
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    loopbackAllowed: context.loopbackAllowed,
  });
  const problem = robotVerdict(target.kind, answer);
  return {
    ok: problem === null,
    httpStatus: answer.status,
    error: problem,
    durationMs: answer.durationMs,
  };
}

/** What staff see of an address: a webhook's origin, `…` and its last 4 characters; a mail address. */
export function addressHint(kind: LeadAlertKind, address: string): string {
  if (kind === 'email') return address;
  const url = new URL(address);
  return `${url.origin}/…${address.slice(-4)}`;
}
