import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { ConfigError } from './config-error';
import { HOST_KINDS_FILE, readHostKinds, type HostKinds } from './host-kinds';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the server reads, with its default. */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: 'data/' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  // Demo content for an empty database: by default only in the embedded SQLite store.
  SEED_DEMO: Type.Optional(Type.Boolean()),
  WEB_ROOT: Type.String({ minLength: 1, default: 'dist/' }),
  PAGE_RENDERER: Type.String({ minLength: 1, default: 'dist-ssr/render-page.js' }),
  HOST_KINDS: Type.Optional(Type.String({ minLength: 2 })),
  LEAD_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  LOOKUP_RATE_LIMIT: Type.Integer({ minimum: 1, default: 30 }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  ENROLL_SITE_ID: Type.Integer({ minimum: 1, default: 1 }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  // Public reads are cached this long; 0 turns the cache off.
  CONTENT_CACHE_TTL_MS: Type.Integer({ minimum: 0, default: 5000 }),
  // Staff sessions: idle (sliding) and absolute lifetimes.
  STAFF_SESSION_IDLE_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 120 }),
  STAFF_SESSION_MAX_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 12 }),
  // Other origins whose pages may make cookie-authenticated writes (comma-separated), e.g. a console on another host.
  STAFF_ORIGINS: Type.Optional(Type.String({ pattern: '^https?://[^,\\s]+(,\\s*https?://[^,\\s]+)*$' })),
});
export type Env = Static<typeof EnvSchema>;

export type AppConfig = {
  port: number;
  host: string;
  /** Absolute; holds site.db when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the Chinese demo content into an empty database at start (SEED_DEMO; default: only without DATABASE_URL). */
  seedDemo: boolean;
  /** Absolute; the webpack build. */
  webRoot: string;
  /** Absolute; the build's page renderer for Node (pages are sent unrendered while it is missing). */
  pageRenderer: string;
  hostKinds: HostKinds;
  leadRateLimit: number;
  lookupRateLimit: number;
  logLevel: Env['LOG_LEVEL'];
  enrollSiteId: number;
  trustProxy: boolean;
  contentCacheTtlMs: number;
  staffSessionIdleMs: number;
  staffSessionMaxMs: number;
  /** Origins besides the request's own that may make cookie-authenticated writes. */
  staffOrigins: string[];
};

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
    seedDemo: parsed.SEED_DEMO ?? parsed.DATABASE_URL === undefined,
    webRoot: path.resolve(cwd, parsed.WEB_ROOT),
    pageRenderer: path.resolve(cwd, parsed.PAGE_RENDERER),
    hostKinds: readHostKinds(parsed.HOST_KINDS, path.resolve(cwd, HOST_KINDS_FILE)),
    leadRateLimit: parsed.LEAD_RATE_LIMIT,
    lookupRateLimit: parsed.LOOKUP_RATE_LIMIT,
    logLevel: parsed.LOG_LEVEL,
    enrollSiteId: parsed.ENROLL_SITE_ID,
    trustProxy: parsed.TRUST_PROXY,
    contentCacheTtlMs: parsed.CONTENT_CACHE_TTL_MS,
    staffSessionIdleMs: parsed.STAFF_SESSION_IDLE_MINUTES * 60_000,
    staffSessionMaxMs: parsed.STAFF_SESSION_MAX_HOURS * 3_600_000,
    staffOrigins: (parsed.STAFF_ORIGINS ?? '').split(',').flatMap((origin) => {
      const trimmed = origin.trim().replace(/\/+$/, '');
      return trimmed ? [trimmed] : [];
    }),
  };
}
