/**
 * Staff sign-in guard, sessions and audit trail: the API every back-office route builds on.
 *
 * 1. Every route under /api/ declares who may call it in `config.access`, or the app refuses
 *    to start (least privilege by construction):
 *      { access: 'public' }                             anyone: the public site's calls, signIn
 *      { access: 'signedIn' }                           any signed-in staff member
 *      { access: { can: 'leads' } }                  staff whose roles allow the action
 *                                                       (contract/roles.ts; `can`): a site action on
 *                                                       at least one site; the route then checks
 *                                                       the site it touches with `requireSite`, or
 *                                                       keeps its lists to `sitesOf` (issue 37)
 * 2. On every other route, in `onRequest` (before the body is even parsed):
 *      no session cookie, an unknown, idle (STAFF_SESSION_IDLE_MINUTES) or too old
 *      (STAFF_SESSION_MAX_HOURS) session, a disabled or deleted account → 401, CODE.notSignedIn
 *      a write (not GET/HEAD/OPTIONS) whose Origin is not this origin or one of STAFF_ORIGINS,
 *      or, without Origin, whose Sec-Fetch-Site is not same-origin → 403, CODE.crossSite
 *      (staff use current browsers, which send both; curl must send `Origin`)
 *      the account signs in with a password an admin set (a new account's temporary one, a
 *      reset) and the route is not marked `duringPasswordChange` → 403, CODE.passwordChangeRequired
 *      the security policy asks two-factor sign-in of the account, which has not enrolled, and
 *      the route is not marked `duringTwoFactorSetup` → 403, CODE.twoFactorSetupRequired
 *      the route's action not among the roles' → 403, CODE.forbidden
 *      the route is marked `stepUp` (a sensitive action) and the session has not proved its
 *      password within STEP_UP_MS (sign-in or confirmPassword) → 403, CODE.stepUpRequired
 *    then `request.staff` is the signed-in StaffPrincipal: `staffOf(request)` returns it typed.
 * 3. Audited writes go into the caller's transaction, so nothing is half-written:
 *      fastify.post('/', { schema, config: { access: { can: 'content' } } },
 *        async (request) => fastify.db.transaction().execute(async (trx) => {
 *          requireSite(request, 'content', request.body.platform);
 *          const id = await insertThing(trx, request.body);
 *          await fastify.audit.record(trx, request, { entity: 'thing', entityId: id, action: 'create', summary: request.body });
 *          return ok({ id });
 *        }));
 *    Summaries are sanitised (keys like password/token dropped, phone numbers masked, bounded).
 * 4. `fastify.clock.now()` is the time every expiry uses (tests move it).
 *    `fastify.staffSessions`: start (sign-in), end (sign-out), endAll (password change, reset,
 *    disable, delete, an admin's 结束全部登录; pending code steps end with them), list / endOne /
 *    endOthers (我的登录), confirmPassword (step-up), and
 *    `sameOriginOnly`, the origin check as an onRequest hook for public writes.
 * Cookie: `sid`, 256-bit random, HttpOnly, SameSite=Lax, Path=/api (off page requests), Secure
 * when the request came over HTTPS (set TRUST_PROXY behind a TLS proxy); the database holds only
 * its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import { CODE } from '@contract/codes';
import type { Platform } from '@contract/common';
import { PLATFORM_NAMES, PLATFORMS } from '@contract/platform';
import {
  ACTIONS,
  can,
  coveredByTwoFactorPolicy,
  sitesFor,
  type Action,
  type RoleGrant,
  type SiteAction,
} from '@contract/roles';
import { STEP_UP_MS } from '@contract/staff';
import type { Database } from '../../db/database';
import { ClientError } from '../../lib/client-error';
import { grantsOf } from '../../repositories/staff-account';
import { deleteChallengesOf } from '../../repositories/staff-two-factor';
import {
  confirmSession,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionById,
  deleteSessionsOf,
  findSessionWithAccount,
  insertSession,
  liveSessionsOf,
  touchSession,
} from '../../repositories/staff-session';
import { writeAudit, type AuditActor, type AuditEvent } from '../../staff/audit';

/**
 * Who may call a route: anyone, any signed-in staff member, or staff whose roles allow the action
 * (one of the actions, when several are listed: a site's menus are read by its content writers
 * and by its menu keepers alike).
 */
export type RouteAccess = 'public' | 'signedIn' | { can: Action | readonly Action[] };

/** The actions a route's access lists, none for 'public' and 'signedIn'. */
export const actionsOf = (access: RouteAccess): readonly Action[] =>
  typeof access === 'object' ? [access.can].flat() : [];

export type StaffPrincipal = {
  id: number;
  username: string;
  displayName: string;
  /** The account's roles (contract/roles.ts). */
  roles: RoleGrant[];
  /** SHA-256 of this request's session token. */
  sessionHash: string;
  /** The account signs in with a TOTP code (issue 23 item 2). */
  twoFactorEnabled: boolean;
  /** The security policy makes this account use two-factor sign-in. */
  twoFactorRequired: boolean;
  /** The password was set by an admin: the account must choose its own first (issue 37 item 4). */
  mustChangePassword: boolean;
  /** The session's public id (what the console names it by). */
  sessionId: string;
  /** When this session last proved its password (sign-in, confirmPassword); null: not since issue 35. */
  passwordConfirmedAt: string | null;
};

/** A live session as its owner sees it (the device name is made by the route). */
export type SessionRow = {
  id: string;
  userAgent: string | null;
  ip: string | null;
  startedAt: string;
  lastSeenAt: string;
};

export type Clock = { now(): number };

type Executor = Kysely<Database> | Transaction<Database>;

export type AuditService = {
  /**
   * Stores who (the request's staff, or `actor`), when, what and the IP, with the given executor;
   * several events (one per record of a bulk change) in one insert.
   */
  record(
    db: Executor,
    request: FastifyRequest,
    event: AuditEvent | AuditEvent[],
    actor?: Partial<AuditActor>,
  ): Promise<void>;
};

export type SessionService = {
  /** Starts a session for the account and sets its cookie. */
  start(db: Executor, request: FastifyRequest, reply: FastifyReply, staffId: number): Promise<void>;
  /** Ends this request's session and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Ends every session of an account (password change or reset, disable, delete); how many. Its
   * pending code steps (a password checked, the code not yet) end too: a token issued before a
   * password reset cannot complete a sign-in after it.
   */
  endAll(db: Executor, staffId: number): Promise<number>;
  /** Notes that this request's session proved its password now (step-up, STEP_UP_MS). */
  confirmPassword(db: Executor, request: FastifyRequest): Promise<string>;
  /** The account's live sessions, the most recently seen first. */
  list(staffId: number): Promise<SessionRow[]>;
  /** Ends the account's session with this public id; false when it has none such (someone else's, or none). */
  endOne(db: Executor, staffId: number, sessionId: string): Promise<boolean>;
  /** Ends the account's sessions but the one of this token hash; how many. */
  endOthers(db: Executor, staffId: number, keepHash: string): Promise<number>;
  /** The origin check of cookie-authenticated writes, for a public route that needs it (signIn). */
  sameOriginOnly: onRequestHookHandler;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route stays open to an account that must enrol in two-factor sign-in and has not yet
     * (signInfo, signOut, enrolment); every other guarded route answers CODE.twoFactorSetupRequired.
     */
    duringTwoFactorSetup?: boolean;
    /**
     * The route stays open to an account that must change the password an admin set (signInfo,
     * signOut, updatePassword); every other guarded route answers CODE.passwordChangeRequired.
     */
    duringPasswordChange?: boolean;
    /**
     * A sensitive action (issue 35): the session must have proved its password within STEP_UP_MS,
     * or the call is refused with CODE.stepUpRequired before its body is read.
     */
    stepUp?: boolean;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    clock: Clock;
    audit: AuditService;
    staffSessions: SessionService;
  }
}

export const SESSION_COOKIE = 'sid';
const COOKIE_PATH = '/api';
/** last_seen_at is written at most this often: one write a minute per session, not per call. */
const TOUCH_MS = 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The User-Agent kept per session is bounded (a device name needs its first part only). */
const USER_AGENT_MAX = 512;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'signedIn') return true;
  if (typeof value !== 'object' || value === null) return false;
  const actions = [(value as { can?: unknown }).can].flat();
  return (
    actions.length > 0 &&
    actions.every((action) => typeof action === 'string' && Object.hasOwn(ACTIONS, action))
  );
}

/** The signed-in staff member of a guarded route (the guard has set it). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new ClientError(401, CODE.notSignedIn, '请先登录');
  return request.staff;
}

/** The refusal of a call on a site the caller's roles do not cover. */
export const siteForbidden = (action: SiteAction, site: Platform | null) =>
  new ClientError(
    403,
    CODE.forbidden,
    site === null
      ? `无权操作未标明站点的${ACTIONS[action].label}：需要全部站点的权限`
      : `无权操作「${PLATFORM_NAMES[site]}」的${ACTIONS[action].label}`,
  );

/**
 * Refuses (403) unless the caller's roles allow `action` on `site`. `null`: a record of no site
 * (a lead of before sites were recorded), which only a holder of the action on every site may touch.
 */
export function requireSite(
  request: FastifyRequest,
  action: SiteAction | readonly SiteAction[],
  site: Platform | null,
): void {
  const sites = sitesOf(request, action);
  if (site === null ? sites.length < PLATFORMS.length : !sites.includes(site))
    throw siteForbidden([action].flat()[0]!, site);
}

/**
 * The sites on which the caller may do `action` (any of them, when several are listed): the
 * lists of a site action keep to them.
 */
export function sitesOf(request: FastifyRequest, action: SiteAction | readonly SiteAction[]): Platform[] {
  const { roles } = staffOf(request);
  const sites = new Set([action].flat().flatMap((one) => sitesFor(roles, one)));
  return PLATFORMS.filter((site) => sites.has(site));
}

/**
 * What a browser fetches a staff call as (`Sec-Fetch-Dest`): the console's `fetch` (empty), or a
 * page opened by the staff member (document). Never a picture, frame, script or style of some page:
 * an `<img src="/api/…/export">` in content would otherwise run an export, or any read, in the name
 * of whoever opens that page. Clients that send no such header (scripts, curl) are not browsers.
 */
export function isStaffFetch(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (dest === undefined || dest === 'empty') return true;
  return dest === 'document' && request.headers['sec-fetch-mode'] === 'navigate';
}

/** Whether a write may use the session cookie: same origin (or a configured one). */
export function isSameOriginWrite(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined)
    return origin === `${request.protocol}://${request.host}` || allowed.includes(origin);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export default fp(
  async (fastify) => {
    const { staffSessionIdleMs: idleMs, staffSessionMaxMs: maxMs, staffOrigins } = fastify.config;
    const clock: Clock = { now: () => Date.now() };
    fastify.decorate('clock', clock);
    fastify.decorateRequest('staff', null);

    const cookieOptions = (request: FastifyRequest) => ({
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
    });

    /** The session cookie's value, if the request carries one (cookies are parsed here only). */
    const sessionToken = (request: FastifyRequest): string | undefined => {
      const header = request.headers.cookie;
      return header ? fastify.parseCookie(header)[SESSION_COOKIE] : undefined;
    };

    async function authenticate(request: FastifyRequest): Promise<StaffPrincipal | null> {
      const token = sessionToken(request);
      if (!token || !TOKEN.test(token)) return null;
      const tokenHash = sha256(token);
      const row = await findSessionWithAccount(fastify.db, tokenHash);
      if (!row) return null;
      const now = clock.now();
      const lastSeen = Date.parse(row.last_seen_at);
      if (now - Date.parse(row.created_at) >= maxMs || now - lastSeen >= idleMs || row.enabled !== 1) {
        await deleteSession(fastify.db, tokenHash);
        return null;
      }
      const roles = grantsOf(row.roles);
      if (now - lastSeen >= TOUCH_MS) {
        await touchSession(fastify.db, tokenHash, new Date(now).toISOString());
      }
      return {
        id: row.id,
        username: row.username,
        displayName: row.display_name,
        roles,
        sessionHash: tokenHash,
        twoFactorEnabled: row.two_factor_at !== null,
        twoFactorRequired: row.require_two_factor === 1 && coveredByTwoFactorPolicy(roles),
        mustChangePassword: row.must_change_password === 1,
        sessionId: row.public_id,
        passwordConfirmedAt: row.confirmed_at,
      };
    }

    const refuseCrossSite = () => new ClientError(403, CODE.crossSite, '请求来源不被允许，请从管理后台操作');

    const sameOriginOnly: onRequestHookHandler = (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || isSameOriginWrite(request, staffOrigins)) done();
      else done(refuseCrossSite());
    };

    /** The session proved its password within STEP_UP_MS (a time in the future counts not). */
    const recentlyConfirmed = (staff: StaffPrincipal) => {
      if (staff.passwordConfirmedAt === null) return false;
      const age = clock.now() - Date.parse(staff.passwordConfirmedAt);
      return age >= 0 && age < STEP_UP_MS;
    };

    const guard: onRequestHookHandler = async (request, reply) => {
      const access = request.routeOptions.config.access;
      const staff = await authenticate(request);
      if (!staff) {
        if (sessionToken(request) !== undefined) reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        throw new ClientError(401, CODE.notSignedIn, '请先登录');
      }
      if (!SAFE_METHODS.has(request.method) && !isSameOriginWrite(request, staffOrigins))
        throw refuseCrossSite();
      if (!isStaffFetch(request)) throw refuseCrossSite();
      // Before two-factor enrolment: the password an admin set is changed first.
      if (staff.mustChangePassword && request.routeOptions.config.duringPasswordChange !== true) {
        throw new ClientError(
          403,
          CODE.passwordChangeRequired,
          '请先修改密码：当前密码由管理员设置，修改后才能继续使用',
        );
      }
      if (
        staff.twoFactorRequired &&
        !staff.twoFactorEnabled &&
        request.routeOptions.config.duringTwoFactorSetup !== true
      ) {
        throw new ClientError(
          403,
          CODE.twoFactorSetupRequired,
          '请先启用两步验证：管理员要求此账号使用两步验证登录',
        );
      }
      if (
        access &&
        access !== 'public' &&
        access !== 'signedIn' &&
        !actionsOf(access).some((action) => can(staff.roles, action))
      ) {
        throw new ClientError(403, CODE.forbidden, '无权限执行此操作');
      }
      if (request.routeOptions.config.stepUp === true && !recentlyConfirmed(staff)) {
        throw new ClientError(403, CODE.stepUpRequired, '此操作需要再次输入密码，确认是您本人');
      }
      request.staff = staff;
    };

    fastify.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access = route.config?.access;
      if (!isRouteAccess(access)) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no config.access ('public', 'signedIn' or { can }): every API route must say who may call it`,
        );
      }
      if (access !== 'public') route.onRequest = [...[route.onRequest ?? []].flat(), guard];
    });

    const sessions: SessionService = {
      async start(db, request, reply, staffId) {
        const token = randomBytes(32).toString('base64url');
        const now = clock.now();
        const at = new Date(now).toISOString();
        // Expired sessions of anyone go now; the table holds live sessions only.
        await deleteExpiredSessions(
          db,
          new Date(now - maxMs).toISOString(),
          new Date(now - idleMs).toISOString(),
        );
        // Signing in again in this browser ends the session it had: no orphan left alive behind it.
        const previous = sessionToken(request);
        if (previous !== undefined && TOKEN.test(previous)) {
          await deleteSession(db, sha256(previous));
        }
        await insertSession(db, {
          token_hash: sha256(token),
          staff_id: staffId,
          created_at: at,
          last_seen_at: at,
          ip: request.ip ?? null,
          public_id: randomBytes(16).toString('hex'),
          user_agent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
          // A sign-in proves the password (and the code, where the account has one).
          confirmed_at: at,
        });
        reply.setCookie(SESSION_COOKIE, token, {
          ...cookieOptions(request),
          maxAge: Math.floor(maxMs / 1000),
        });
      },
      async end(request, reply) {
        if (request.staff) {
          await deleteSession(fastify.db, request.staff.sessionHash);
        }
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      },
      async endAll(db, staffId) {
        await deleteChallengesOf(db, staffId);
        return deleteSessionsOf(db, staffId);
      },
      async confirmPassword(db, request) {
        const staff = staffOf(request);
        const at = new Date(clock.now()).toISOString();
        await confirmSession(db, staff.sessionHash, at);
        return at;
      },
      async list(staffId) {
        const now = clock.now();
        // Expired sessions are not live, whether or not a sign-in has swept them yet.
        const rows = await liveSessionsOf(
          fastify.db,
          staffId,
          new Date(now - maxMs).toISOString(),
          new Date(now - idleMs).toISOString(),
        );
        return rows.map((row) => ({
          id: row.public_id,
          userAgent: row.user_agent,
          ip: row.ip,
          startedAt: row.created_at,
          lastSeenAt: row.last_seen_at,
        }));
      },
      async endOne(db, staffId, sessionId) {
        return deleteSessionById(db, staffId, sessionId);
      },
      async endOthers(db, staffId, keepHash) {
        return deleteSessionsOf(db, staffId, keepHash);
      },
      sameOriginOnly,
    };
    fastify.decorate('staffSessions', sessions);

    fastify.decorate('audit', {
      record(db, request, event, actor) {
        const staff = request.staff;
        return writeAudit(
          db,
          {
            staffId: actor?.staffId !== undefined ? actor.staffId : (staff?.id ?? null),
            staffName: actor?.staffName !== undefined ? actor.staffName : (staff?.username ?? null),
            ip: actor?.ip !== undefined ? actor.ip : (request.ip ?? null),
          },
          event,
          new Date(clock.now()),
        );
      },
    } satisfies AuditService);
  },
  {
    name: 'staff-auth',
    dependencies: ['database', 'cookie-config'],
    decorators: { fastify: ['config', 'db'] },
  },
);
