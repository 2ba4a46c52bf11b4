import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Stand-ins for the three group robots and an SMTP server, on 127.0.0.1, for the lead alerts'
 * tests (issue 38 item 2): each checks a request as its real service does — the path and the
 * robot's key in the address, the JSON body's message type and its fields, the signature
 * (钉钉: `timestamp` and `sign` in the query, HMAC-SHA256 keyed with the secret over
 * `${timestamp}\n${secret}`; 飞书: in the body, keyed with `${timestamp}\n${secret}` over nothing;
 * either within an hour of now) — and answers as the service does: 企业微信 and 钉钉
 * `{ errcode: 0 }`, 飞书 `{ code: 0 }`, or the service's error code. Every message it took is kept
 * (its text), as is every request refused. `mode` makes it misbehave: `down` (the port refuses
 * connections), `error500`, `garbage` (200 and no JSON), `timeout` (never answers), `refuse` (a
 * robot's error code).
 */

export type RobotKind = 'wecom' | 'dingtalk' | 'feishu';
export type ReceiverMode = 'ok' | 'down' | 'error500' | 'garbage' | 'timeout' | 'refuse';

export type RobotReceiver = {
  kind: RobotKind;
  /** The webhook address staff would paste (http://127.0.0.1:port/…). */
  url: string;
  /** The signing secret it checks (钉钉, 飞书), or null. */
  secret: string | null;
  /** The text of every message it took, in order. */
  received: string[];
  /** Why each request it refused was refused. */
  refused: string[];
  /** Requests that reached it, taken or not. */
  requests: number;
  mode: ReceiverMode;
  /** Stops listening (the port refuses connections) or listens again on the same port. */
  setMode(mode: ReceiverMode): Promise<void>;
  close(): Promise<void>;
};

const HOUR_MS = 3_600_000;

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The text of a message the way the group would show it: every string of its content, in order. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => key !== 'tag')
      .map(([, item]) => textOf(item))
      .join(' ');
  return '';
}

/** What the service answers to a request, or why it refuses it. */
function judge(
  kind: RobotKind,
  url: URL,
  body: Record<string, unknown>,
  expected: { key: string; secret: string | null },
): { ok: true; text: string } | { ok: false; answer: unknown; why: string } {
  const now = Date.now();
  if (kind === 'wecom') {
    if (url.pathname !== '/cgi-bin/webhook/send' || url.searchParams.get('key') !== expected.key)
      return { ok: false, answer: { errcode: 93000, errmsg: 'invalid webhook url' }, why: 'key' };
    const type = body.msgtype;
    const part = typeof type === 'string' ? (body[type] as { content?: unknown } | undefined) : undefined;
    if ((type !== 'text' && type !== 'markdown') || typeof part?.content !== 'string')
      return { ok: false, answer: { errcode: 40008, errmsg: 'invalid message type' }, why: 'format' };
    if (Buffer.byteLength(part.content) > 4096)
      return { ok: false, answer: { errcode: 40058, errmsg: 'content exceed max length' }, why: 'length' };
    return { ok: true, text: part.content };
  }
  if (kind === 'dingtalk') {
    if (url.pathname !== '/robot/send' || url.searchParams.get('access_token') !== expected.key)
      return { ok: false, answer: { errcode: 300001, errmsg: 'token is not exist' }, why: 'token' };
    if (expected.secret !== null) {
      const timestamp = url.searchParams.get('timestamp') ?? '';
      const sign = url.searchParams.get('sign') ?? '';
      const made = createHmac('sha256', expected.secret)
        .update(`${timestamp}\n${expected.secret}`)
        .digest('base64');
      if (!/^\d{13}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > HOUR_MS || !sameText(sign, made))
        return { ok: false, answer: { errcode: 310000, errmsg: 'sign not match' }, why: 'sign' };
    }
    const markdown = body.markdown as { title?: unknown; text?: unknown } | undefined;
    const text = body.text as { content?: unknown } | undefined;
    if (
      body.msgtype === 'markdown' &&
      typeof markdown?.title === 'string' &&
      typeof markdown.text === 'string'
    )
      return { ok: true, text: `${markdown.title}\n${markdown.text}` };
    if (body.msgtype === 'text' && typeof text?.content === 'string') return { ok: true, text: text.content };
    return { ok: false, answer: { errcode: 40035, errmsg: 'missing parameter' }, why: 'format' };
  }
  if (url.pathname !== `/open-apis/bot/v2/hook/${expected.key}`)
    return {
      ok: false,
      answer: { code: 19001, msg: 'param invalid: incoming webhook access token invalid' },
      why: 'hook',
    };
  if (expected.secret !== null) {
    const timestamp = String(body.timestamp ?? '');
    const made = createHmac('sha256', `${timestamp}\n${expected.secret}`).update('').digest('base64');
    if (
      !/^\d{10}$/.test(timestamp) ||
      Math.abs(now / 1000 - Number(timestamp)) > HOUR_MS / 1000 ||
      !sameText(String(body.sign ?? ''), made)
    )
      return {
        ok: false,
        answer: { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' },
        why: 'sign',
      };
  }
  const content = body.content as {
    text?: unknown;
    post?: { zh_cn?: { title?: unknown; content?: unknown } };
  };
  if (body.msg_type === 'text' && typeof content?.text === 'string') return { ok: true, text: content.text };
  const post = content?.post?.zh_cn;
  if (body.msg_type === 'post' && typeof post?.title === 'string' && Array.isArray(post.content))
    return { ok: true, text: `${post.title}\n${textOf(post.content)}` };
  return { ok: false, answer: { code: 9499, msg: 'Bad Request' }, why: 'format' };
}

const PATHS: Record<RobotKind, (key: string) => string> = {
  wecom: (key) => `/cgi-bin/webhook/send?key=${key}`,
  dingtalk: (key) => `/robot/send?access_token=${key}`,
  feishu: (key) => `/open-apis/bot/v2/hook/${key}`,
};

/** A robot's stand-in listening on 127.0.0.1 (a free port, kept across `down` and back). */
export async function startRobot(
  kind: RobotKind,
  options: { secret?: string | null } = {},
): Promise<RobotReceiver> {
  const key = `k${Math.random().toString(36).slice(2, 12)}`;
  const secret = options.secret ?? null;
  let server: http.Server | undefined;
  let port = 0;
  const hanging = new Set<http.ServerResponse>();
  const receiver: RobotReceiver = {
    kind,
    url: '',
    secret,
    received: [],
    refused: [],
    requests: 0,
    mode: 'ok',
    async setMode(mode) {
      const wasDown = receiver.mode === 'down';
      receiver.mode = mode;
      if (mode === 'down' && !wasDown) await stop();
      if (mode !== 'down' && wasDown) await listen();
    },
    close: stop,
  };

  function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.requests += 1;
      const reply = (status: number, payload: unknown, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (receiver.mode === 'timeout') {
        hanging.add(response);
        return;
      }
      if (receiver.mode === 'error500') return reply(500, '<html>Internal Server Error</html>', 'text/html');
      if (receiver.mode === 'garbage') return reply(200, 'OK, thanks!', 'text/plain');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        receiver.refused.push('json');
        return reply(
          200,
          kind === 'feishu' ? { code: 9499, msg: 'Bad Request' } : { errcode: 40035, errmsg: 'invalid json' },
        );
      }
      if (
        request.method !== 'POST' ||
        !String(request.headers['content-type']).startsWith('application/json')
      ) {
        receiver.refused.push('method');
        return reply(
          200,
          kind === 'feishu' ? { code: 9499, msg: 'Bad Request' } : { errcode: 40035, errmsg: 'bad request' },
        );
      }
      if (receiver.mode === 'refuse') {
        receiver.refused.push('mode');
        return reply(
          200,
          kind === 'feishu'
            ? { code: 11232, msg: 'frequency limited' }
            : { errcode: 130101, errmsg: 'send too fast' },
        );
      }
      const verdict = judge(kind, new URL(request.url ?? '/', 'http://127.0.0.1'), body, { key, secret });
      if (!verdict.ok) {
        receiver.refused.push(verdict.why);
        return reply(200, verdict.answer);
      }
      receiver.received.push(verdict.text);
      return reply(
        200,
        kind === 'feishu' ? { code: 0, msg: 'success', data: {} } : { errcode: 0, errmsg: 'ok' },
      );
    });
  }

  function listen() {
    return new Promise<void>((resolve, reject) => {
      server = http.createServer(handle);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        receiver.url = `http://127.0.0.1:${port}${PATHS[kind](key)}`;
        resolve();
      });
    });
  }

  function stop() {
    for (const response of hanging) response.destroy();
    hanging.clear();
    const closing = server;
    server = undefined;
    if (!closing) return Promise.resolve();
    closing.closeAllConnections();
    return new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();
  return receiver;
}

/** A local SMTP server that keeps every mail it takes (recipients, subject line, text). */
export async function startMailbox(): Promise<{
  url: string;
  mails: { to: string[]; raw: string }[];
  close(): Promise<void>;
}> {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail as read: its decoded subject and plain-text body (nodemailer's base64 or quoted-printable). */
export function readMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const decodeWords = (value: string) =>
    value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuoted(text.replace(/_/g, ' ')),
    );
  const subject = decodeWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? '').trim();
  const encoding = /^content-transfer-encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const body = rest.join('\n\n');
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuoted(body.replace(/=\r?\n/g, ''))
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

function decodeQuoted(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
