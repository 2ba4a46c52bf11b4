import { BlockList, isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { ConfigError } from './config-error';
import { HOST_KINDS_FILE, readHostKinds, type HostKinds } from './host-kinds';
import { DEFAULT_QUARANTINE_DAYS } from '@contract/lead-rules';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the server reads, with its default. */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: 'data/' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  // The demo (content, staff with published passwords, leads) for an empty database: only when 1.
  SEED_DEMO: Type.Optional(Type.Boolean()),
  WEB_ROOT: Type.String({ minLength: 1, default: 'dist/' }),
  PAGE_RENDERER: Type.String({ minLength: 1, default: 'dist-ssr/render-page.js' }),
  HOST_KINDS: Type.Optional(Type.String({ minLength: 2 })),
  LEAD_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  // Admission lookups per client per minute: sized for 100 students behind one address (issue 35).
  LOOKUP_RATE_LIMIT: Type.Integer({ minimum: 1, default: 300 }),
  // Lookups that find nothing per client per clock hour; past it the client's lookups are refused.
  LOOKUP_MISS_LIMIT: Type.Integer({ minimum: 1, default: 600 }),
  // The proof of work of each lookup: the numbers a page may have to try (half on average).
  LOOKUP_CHALLENGE_MAX_NUMBER: Type.Integer({ minimum: 1, maximum: 100_000_000, default: 50_000 }),
  LEAD_PHONE_DAILY_LIMIT: Type.Integer({ minimum: 1, default: 3 }),
  // Revisions kept per record of content, menus, page types, banners, teachers, jobs and settings.
  REVISIONS_KEPT: Type.Integer({ minimum: 1, maximum: 1000, default: 50 }),
  // Suspicious leads (可疑线索) are deleted this many days after they arrived.
  LEAD_QUARANTINE_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: DEFAULT_QUARANTINE_DAYS }),
  // Leads older than this many months are anonymised by the server's hourly sweep; unset: kept.
  LEAD_RETENTION_MONTHS: Type.Optional(Type.Integer({ minimum: 1, maximum: 1200 })),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  ENROLL_SITE_ID: Type.Integer({ minimum: 1, default: 1 }),
  // A hop count or a list of proxy addresses: read by parseTrustProxy.
  TRUST_PROXY: Type.Optional(Type.String()),
  // Public answers and pages are kept until content changes; before serving a kept one a process
  // reads the database's content generation when it has not for this long (0: every time).
  CONTENT_CHECK_INTERVAL_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 100 }),
  // Rendered pages are kept within this many bytes (least recently used out first); 0 keeps none.
  PAGE_CACHE_MAX_BYTES: Type.Integer({ minimum: 0, default: 32 * 1024 * 1024 }),
  // Renders at once; past it a page goes out unrendered at once. Default: twice the cores.
  PAGE_RENDER_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1, maximum: 1024 })),
  // Threads rendering pages besides the server's (0: pages render in the server's thread). Default:
  // one per core. The server's own thread does little per page (relaying the render's calls,
  // sending the page), so leaving it a core idled one: 86–94 /home renders/s with one worker on
  // 2 cores, 102–117 with two (npm run bench:render, 2026-11-27).
  PAGE_RENDER_WORKERS: Type.Optional(Type.Integer({ minimum: 0, maximum: 64 })),
  // A render that takes longer is aborted and its page sent for the browser to draw.
  PAGE_RENDER_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 2000 }),
  // The whole request (headers and body) must arrive within this; a trickled body is cut off.
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 30_000 }),
  // A socket that sends and receives nothing for this long is closed (between requests Node uses
  // keepAliveTimeout instead, 72 s in Fastify, above the usual load balancer idle timeout of 60 s).
  CONNECTION_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 10_000 }),
  // Staff sessions: idle (sliding) and absolute lifetimes.
  STAFF_SESSION_IDLE_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 120 }),
  STAFF_SESSION_MAX_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 12 }),
  // Other origins whose pages may make cookie-authenticated writes (comma-separated), e.g. a console on another host.
  STAFF_ORIGINS: Type.Optional(Type.String({ pattern: '^https?://[^,\\s]+(,\\s*https?://[^,\\s]+)*$' })),
  // 32 bytes as 64 hex digits: staff TOTP secrets are stored encrypted (AES-256-GCM) under it.
  STAFF_TOTP_KEY: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  // Preview links (issue 25 item 1) are signed with this (at least 32 characters); unset: a
  // secret made once in DATA_DIR/preview-secret.key.
  PREVIEW_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  // A preview link works this many days.
  PREVIEW_TTL_DAYS: Type.Integer({ minimum: 1, maximum: 90, default: 7 }),
  // Prometheus metrics (GET /metrics) on a listener of their own; unset: none. Read by parseMetrics.
  METRICS_PORT: Type.Optional(Type.String()),
  METRICS_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  // Where `npm run db:backup` writes its copies; default DATA_DIR/backups.
  BACKUP_DIR: Type.Optional(Type.String({ minLength: 1 })),
  // 忘记密码 (issue 37 item 4): the SMTP server reset links are sent through, as
  // smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465; unset:
  // no mail is sent and the sign-in page tells staff to ask an admin.
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$' })),
  // The sender of those mails, e.g. 华夏教育集团 <noreply@example.cn>.
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
  // The console's address as staff open it, e.g. https://www.example.cn/admin: the links in mails
  // and in lead alerts point there (never to the Host a request names, which anyone can write).
  // Needed with SMTP_URL; alone, it gives lead alerts their link.
  STAFF_CONSOLE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  // Lead alerts (issue 38 item 2) may go to http:// webhooks on this machine (127.0.0.1, localhost):
  // only for tests and the demo's local receivers. Off: https only, and never to a private address.
  LEAD_ALERT_ALLOW_LOOPBACK: Type.Optional(Type.Boolean()),
  // How long a server process holds a lead alert it is sending before another may take it: longer
  // than the longest send (5 s for a webhook, 10 s for a mail), so a kill mid-send delays it this long.
  LEAD_ALERT_LEASE_SECONDS: Type.Integer({ minimum: 12, maximum: 600, default: 30 }),
});
export type Env = Static<typeof EnvSchema>;

export type MailConfig = {
  smtpUrl: string;
  from: string;
  /** The console's address without a trailing slash: links are `${consoleUrl}/set-password#token=…`. */
  consoleUrl: string;
};

/** The console's address without a trailing slash, or null. */
const consoleUrlOf = (env: Env): string | null => env.STAFF_CONSOLE_URL?.replace(/\/+$/, '') ?? null;

/**
 * SMTP_URL needs MAIL_FROM and STAFF_CONSOLE_URL, and MAIL_FROM needs SMTP_URL; STAFF_CONSOLE_URL
 * alone is the lead alerts' link.
 */
function parseMail(env: Env): MailConfig | null {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = env;
  const consoleUrl = consoleUrlOf(env);
  if (smtpUrl === undefined && from === undefined) return null;
  if (smtpUrl === undefined || from === undefined || consoleUrl === null) {
    throw new ConfigError(
      'SMTP_URL, MAIL_FROM and STAFF_CONSOLE_URL go together: set all three to send mails (忘记密码, lead alerts), or neither SMTP_URL nor MAIL_FROM',
    );
  }
  return { smtpUrl, from, consoleUrl };
}

export type AppConfig = {
  port: number;
  host: string;
  /** Absolute; holds site.db when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The demo, only with SEED_DEMO=1 (`npm start` of a checkout sets it, scripts/start.mjs): an empty
   * database gets the Chinese demo content, its staff and its leads at start, and the demo staff
   * may sign in with their published passwords. Off, a start seeds nothing and refuses those.
   */
  seedDemo: boolean;
  /** Absolute; the webpack build. */
  webRoot: string;
  /** Absolute; the build's page renderer for Node (pages are sent unrendered while it is missing). */
  pageRenderer: string;
  hostKinds: HostKinds;
  leadRateLimit: number;
  lookupRateLimit: number;
  /** Lookups that found nothing per client per clock hour before its lookups are refused. */
  lookupMissLimit: number;
  /** Each lookup's challenge: the highest number its solver may have to try. */
  lookupChallengeMaxNumber: number;
  /** Leads taken per phone number per China-time day, from any IP. */
  leadPhoneDailyLimit: number;
  /** Suspicious leads are deleted this many days after they arrived. */
  leadQuarantineDays: number;
  /** Revisions kept per record (older ones are removed by the save that makes a newer one). */
  revisionsKept: number;
  /** Leads older than this many months are anonymised; null: kept until staff delete them. */
  leadRetentionMonths: number | null;
  logLevel: Env['LOG_LEVEL'];
  enrollSiteId: number;
  /**
   * Fastify's `trustProxy`: false (the socket's address is the client's), the number of proxies in
   * front of the server, or the addresses/CIDRs of those proxies. Never `true`, which believes the
   * left-most X-Forwarded-For entry: one the client writes itself.
   */
  trustProxy: TrustProxy;
  /** How old a check of the content generation may be when a kept public answer is served. */
  contentCheckIntervalMs: number;
  pageCacheMaxBytes: number;
  pageRenderConcurrency: number;
  /** Worker threads rendering pages (render-workers.ts); 0: in the server's thread. */
  pageRenderWorkers: number;
  pageRenderTimeoutMs: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  staffSessionIdleMs: number;
  staffSessionMaxMs: number;
  /** Origins besides the request's own that may make cookie-authenticated writes. */
  staffOrigins: string[];
  /** STAFF_TOTP_KEY: the key TOTP secrets are encrypted under; null: stored as they are. */
  staffTotpKey: Buffer | null;
  /** PREVIEW_SECRET: what preview links are signed with; null: the data folder's own secret. */
  previewSecret: string | null;
  /** How long a preview link works. */
  previewTtlMs: number;
  /** The metrics listener (GET /metrics, Prometheus' text format); null: no metrics served. */
  metrics: MetricsListen | null;
  /** 忘记密码's and the lead alerts' mail (SMTP_URL, MAIL_FROM, STAFF_CONSOLE_URL); null: no mail is sent. */
  mail: MailConfig | null;
  /** STAFF_CONSOLE_URL without its trailing slash: the lead alerts' links; null: alerts carry none. */
  consoleUrl: string | null;
  /** Lead alerts (issue 38 item 2): http:// webhooks on this machine allowed (tests, the demo). */
  leadAlertAllowLoopback: boolean;
  /** How long a process holds a lead alert it sends before another process may take it. */
  leadAlertLeaseMs: number;
  /** Absolute; where `npm run db:backup` writes its copies of the embedded store. */
  backupDir: string;
};

/** Where the metrics are served: never on the public port. Port 0: a free port (tests). */
export type MetricsListen = { port: number; host: string };

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY as Fastify's option: a hop count becomes the function Fastify makes of a number
 * (trust the `hops` nearest addresses), which its types do not list.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset, `false` or `0`; a hop count (`1`: one reverse proxy); or a comma-separated list of proxy addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true trusts every hop, so a client picks its own IP by writing X-Forwarded-For: ' +
        'set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24)',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs; not: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return entries;
}

/**
 * METRICS_PORT / METRICS_HOST: unset, no metrics; else a port of its own (not PORT) on an address
 * of this machine: 127.0.0.1 by default, or the address of the network the scraper is on.
 */
export function parseMetrics(
  port: string | undefined,
  host: string,
  publicPort: number,
): MetricsListen | null {
  if (port === undefined) return null;
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
    throw new ConfigError(
      `METRICS_PORT 须为 0–65535 的端口号（不设置则不提供指标）: METRICS_PORT must be a port number, not ${JSON.stringify(port)}`,
    );
  }
  if (Number(port) !== 0 && Number(port) === publicPort) {
    throw new ConfigError(
      `METRICS_PORT 不能与网站端口 PORT 相同（指标不对公众开放）: METRICS_PORT must differ from PORT (${publicPort})`,
    );
  }
  const address = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(address) === 0 && host !== 'localhost') {
    throw new ConfigError(
      `METRICS_HOST 须为本机的一个 IP 地址，如 127.0.0.1 或内网地址: METRICS_HOST must be an IP address of this machine, not ${JSON.stringify(host)}`,
    );
  }
  if (host !== 'localhost' && !isInternalAddress(address)) {
    throw new ConfigError(
      `METRICS_HOST 只能是本机回环地址或内网地址（如 127.0.0.1、10.x、172.16–31.x、192.168.x），指标没有登录保护，不能对公网或所有网卡开放: ` +
        `METRICS_HOST must be a loopback or private-range address (/metrics has no authentication), not ${JSON.stringify(host)}`,
    );
  }
  return { port: Number(port), host: address };
}

/**
 * Loopback and private ranges (RFC 1918, IPv6 unique-local, link-local): what an unauthenticated
 * listener may be bound to. Not the wildcards `0.0.0.0` / `::` (every interface, public ones too),
 * nor any public address.
 */
const INTERNAL_ADDRESSES = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  return list;
})();

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (`::ffff:10.0.0.5`) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL_ADDRESSES.check(mapped, 'ipv4');
  return INTERNAL_ADDRESSES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  // An empty variable means "not set", as in most process managers.
  const present = Object.fromEntries(
    Object.keys(EnvSchema.properties).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = Value.Convert(EnvSchema, Value.Default(EnvSchema, present));
  if (!Value.Check(EnvSchema, parsed)) {
    const problems = Value.Errors(EnvSchema, parsed).map(
      (error) => `${error.instancePath.slice(1) || 'environment'}: ${error.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    seedDemo: parsed.SEED_DEMO ?? false,
    webRoot: path.resolve(cwd, parsed.WEB_ROOT),
    pageRenderer: path.resolve(cwd, parsed.PAGE_RENDERER),
    hostKinds: readHostKinds(parsed.HOST_KINDS, path.resolve(cwd, HOST_KINDS_FILE)),
    leadRateLimit: parsed.LEAD_RATE_LIMIT,
    lookupRateLimit: parsed.LOOKUP_RATE_LIMIT,
    lookupMissLimit: parsed.LOOKUP_MISS_LIMIT,
    lookupChallengeMaxNumber: parsed.LOOKUP_CHALLENGE_MAX_NUMBER,
    leadPhoneDailyLimit: parsed.LEAD_PHONE_DAILY_LIMIT,
    leadQuarantineDays: parsed.LEAD_QUARANTINE_DAYS,
    revisionsKept: parsed.REVISIONS_KEPT,
    leadRetentionMonths: parsed.LEAD_RETENTION_MONTHS ?? null,
    logLevel: parsed.LOG_LEVEL,
    enrollSiteId: parsed.ENROLL_SITE_ID,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    contentCheckIntervalMs: parsed.CONTENT_CHECK_INTERVAL_MS,
    pageCacheMaxBytes: parsed.PAGE_CACHE_MAX_BYTES,
    pageRenderConcurrency: parsed.PAGE_RENDER_CONCURRENCY ?? 2 * os.availableParallelism(),
    pageRenderWorkers: parsed.PAGE_RENDER_WORKERS ?? os.availableParallelism(),
    pageRenderTimeoutMs: parsed.PAGE_RENDER_TIMEOUT_MS,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: parsed.CONNECTION_TIMEOUT_MS,
    staffSessionIdleMs: parsed.STAFF_SESSION_IDLE_MINUTES * 60_000,
    staffSessionMaxMs: parsed.STAFF_SESSION_MAX_HOURS * 3_600_000,
    staffOrigins: (parsed.STAFF_ORIGINS ?? '').split(',').flatMap((origin) => {
      const trimmed = origin.trim().replace(/\/+$/, '');
      return trimmed ? [trimmed] : [];
    }),
    staffTotpKey: parsed.STAFF_TOTP_KEY ? Buffer.from(parsed.STAFF_TOTP_KEY, 'hex') : null,
    previewSecret: parsed.PREVIEW_SECRET ?? null,
    previewTtlMs: parsed.PREVIEW_TTL_DAYS * 86_400_000,
    metrics: parseMetrics(parsed.METRICS_PORT, parsed.METRICS_HOST, parsed.PORT),
    mail: parseMail(parsed),
    consoleUrl: consoleUrlOf(parsed),
    leadAlertAllowLoopback: parsed.LEAD_ALERT_ALLOW_LOOPBACK ?? false,
    leadAlertLeaseMs: parsed.LEAD_ALERT_LEASE_SECONDS * 1000,
    backupDir: parsed.BACKUP_DIR
      ? path.resolve(cwd, parsed.BACKUP_DIR)
      : path.join(path.resolve(cwd, parsed.DATA_DIR), 'backups'),
  };
}
