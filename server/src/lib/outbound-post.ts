import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopbackAddress, isPublicAddress } from './public-address';

/**
 * A POST of JSON to an address a staff member gave (issue 38 item 2: the lead alerts' webhooks),
 * guarded against server-side request forgery: the host is resolved here, every address it has
 * must be public (or loopback, when the configuration allows it for tests and the demo), and the
 * connection goes to the address that was checked (the socket's lookup answers it), so a name
 * that resolves elsewhere a moment later (DNS rebinding) changes nothing. TLS still checks the
 * certificate against the host name. No redirect is followed; the answer is read up to
 * ANSWER_MAX bytes; the whole exchange, the lookup included, ends within the deadline.
 */

/** Failure reasons are staff's words: they go into the delivery's attempt and the console. */
export type OutboundAnswer =
  | { ok: true; status: number; body: string; durationMs: number }
  | { ok: false; status: number | null; error: string; durationMs: number };

export type OutboundOptions = {
  timeoutMs: number;
  /** http:// and loopback addresses allowed (LEAD_ALERT_ALLOW_LOOPBACK). */
  loopbackAllowed: boolean;
};

/** The receivers answer a few hundred bytes; more is not read. */
const ANSWER_MAX = 64 * 1024;

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Why the server may not call this address; null when it may. */
function addressRefusal(address: string, loopbackAllowed: boolean): string | null {
  if (isPublicAddress(address)) return null;
  if (loopbackAllowed && isLoopbackAddress(address)) return null;
  return `地址指向内网、本机或保留地址（${address}），不允许发送`;
}

/**
 * The address to connect to for `url`: one of its host's, each of them checked. Throws a
 * DeliveryRefusal (staff's words) when the host does not resolve or has an address that is not
 * allowed (a name with one public and one private address is refused: it is not what it seems).
 */
export async function checkedAddress(
  url: URL,
  loopbackAllowed: boolean,
  deadline = AbortSignal.timeout(5_000),
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackAllowed)) {
    throw new DeliveryRefusal('机器人地址须以 https:// 开头');
  }
  const literal = isIP(host);
  const found =
    literal !== 0
      ? [{ address: host, family: literal }]
      : await Promise.race([
          dnsLookup(host, { all: true, verbatim: true }),
          new Promise<never>((_, reject) =>
            deadline.addEventListener('abort', () => reject(new DeliveryRefusal('解析域名超时')), {
              once: true,
            }),
          ),
        ]).catch((error: unknown) => {
          if (error instanceof DeliveryRefusal) throw error;
          throw new DeliveryRefusal(`无法解析域名「${host}」，请检查地址`);
        });
  if (found.length === 0) throw new DeliveryRefusal(`无法解析域名「${host}」，请检查地址`);
  for (const { address } of found) {
    const refusal = addressRefusal(address, loopbackAllowed);
    if (refusal) throw new DeliveryRefusal(refusal);
  }
  const chosen = found[0]!;
  // Plain http only to this machine, whatever the name says.
  if (url.protocol === 'http:' && !isLoopbackAddress(chosen.address)) {
    throw new DeliveryRefusal('机器人地址须以 https:// 开头');
  }
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** A refusal before anything was sent, in staff's words. */
export class DeliveryRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryRefusal';
  }
}

/** Node's network errors in staff's words. */
function networkError(error: unknown, host: string, timeoutMs: number, timedOut: boolean): string {
  if (timedOut) return `接收方超时（${timeoutMs / 1000} 秒内未答复）`;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ECONNREFUSED') return '无法连接接收方（连接被拒绝）';
  if (code === 'ECONNRESET' || code === 'EPIPE') return '接收方中断了连接';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return '无法连接接收方（网络不可达）';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT')
    return `接收方「${host}」的 HTTPS 证书无效`;
  return `发送失败（${code || '网络错误'}）`;
}

/** POSTs `body` as JSON to `url` (see the file's comment); never rejects: a failure is an answer. */
export async function postJson(url: URL, body: unknown, options: OutboundOptions): Promise<OutboundAnswer> {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let target: { address: string; family: 4 | 6 };
  try {
    target = await checkedAddress(url, options.loopbackAllowed, deadline);
  } catch (error) {
    const reason =
      error instanceof DeliveryRefusal
        ? error.message
        : networkError(error, url.host, options.timeoutMs, false);
    return { ok: false, status: null, error: reason, durationMs: durationMs() };
  }
  // The socket connects to the address checked above, never to a second answer of the DNS.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    } else callback(null, target.address, target.family);
  };
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve) => {
    let settled = false;
    const settle = (answer: OutboundAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': payload.length,
          'user-agent': 'huaxia-lead-alerts/1',
        },
        lookup: pinned,
        // One connection per send: a kept-alive socket would outlive the check of its address.
        agent: false,
        signal: deadline,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > ANSWER_MAX) {
            settle({ ok: false, status, error: '接收方的答复过长', durationMs: durationMs() });
            request.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 300 && status < 400) {
            settle({
              ok: false,
              status,
              error: `接收方要求跳转（HTTP ${status}），未跟随`,
              durationMs: durationMs(),
            });
          } else settle({ ok: true, status, body: text, durationMs: durationMs() });
        });
        response.on('error', (error) =>
          settle({
            ok: false,
            status,
            error: networkError(error, url.host, options.timeoutMs, deadline.aborted),
            durationMs: durationMs(),
          }),
        );
      },
    );
    request.on('error', (error) =>
      settle({
        ok: false,
        status: null,
        error: networkError(error, url.host, options.timeoutMs, deadline.aborted),
        durationMs: durationMs(),
      }),
    );
    request.end(payload);
  });
}
