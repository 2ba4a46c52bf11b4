/**
 * A fake staff API for the console's tests (src/admin): sign-in, signInfo, sign-out, the
 * accounts and the audit log, answered from memory, recording what it was asked.
 *
 *   const staff = installStaffServer();
 *   staff.signIn('admin');               // start a test signed in
 *   staff.expire();                      // the session ends under the page (100000004)
 *   expect(staff.saved).toEqual([...]);  // the bodies of POST /api/bms/system/admin
 *   staff.askStepUp();                   // account saves answer 100000023 until confirmPassword
 */
import { http, HttpResponse } from 'msw';
import { CODE } from '@contract/codes';
import { ALL_PERMISSIONS, maskOf } from '@contract/permissions';
import type {
  AuditEntry,
  SignInBody,
  SignInCodeBody,
  StaffAccount,
  StaffInfo,
  StaffSaveBody,
  StaffSession,
} from '@contract/staff';
import { LeadSummary } from '@contract/site-message';
import { recordOf } from '../contract-record';
import { failWith, succeed } from './envelope';
import { foundOr, idOf, param } from './fake-records';
import { installMockServer } from './mock-server';

const BASE = 'http://localhost/api/bms/system';

const account = (id: number, username: string, displayName: string, permissions: number): StaffAccount => ({
  id,
  username,
  displayName,
  permissions,
  enabled: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-05T02:00:00.000Z',
  updatedAt: '2026-01-05T02:00:00.000Z',
  lastSignInAt: null,
});

export const TEST_CODE = '123456';
export const EXPIRED_CODE = '000000';
const PENDING_TOKEN = 'p'.repeat(43);
/** The sign-in before this one, as every account of the fake answers it (上次登录). */
export const PREVIOUS_SIGN_IN = { at: '2026-02-28T01:30:00.000Z', ip: '203.0.113.5' } as const;

/** The signed-in account's sessions in the fake (我的登录): this browser and two others. */
const sessionsOfTheFake = (): StaffSession[] => [
  {
    id: 'a'.repeat(32),
    device: 'Windows · Chrome',
    ip: '198.51.100.7',
    startedAt: '2026-03-01T01:00:00.000Z',
    lastSeenAt: '2026-03-01T02:00:00.000Z',
    current: true,
  },
  {
    id: 'b'.repeat(32),
    device: 'iPhone · 微信',
    ip: '203.0.113.9',
    startedAt: '2026-02-27T12:00:00.000Z',
    lastSeenAt: '2026-02-28T09:15:00.000Z',
    current: false,
  },
  {
    id: 'c'.repeat(32),
    device: 'Mac · Safari',
    ip: null,
    startedAt: '2026-02-26T12:00:00.000Z',
    lastSeenAt: '2026-02-26T12:30:00.000Z',
    current: false,
  },
];

export const STAFF_PASSWORDS: Record<string, string> = {
  admin: 'Huaxia@2026demo',
  editor: 'Bianji@2026demo',
};

export function installStaffServer() {
  const state = {
    accounts: [] as StaffAccount[],
    signedIn: null as StaffInfo | null,
    saved: [] as StaffSaveBody[],
    audit: [] as AuditEntry[],
    /** Accounts that sign in with a code (the right one is TEST_CODE). */
    withCode: new Set<string>(),
    /** The security policy covers the signed-in account. */
    required: false,
    sessions: [] as StaffSession[],
    /** The ids of DELETE /api/bms/system/staffSession/removeByAccount calls. */
    endedAccounts: [] as number[],
    /** Account saves need the password confirmed first (step-up, as the server after STEP_UP_MS). */
    stepUpNeeded: false,
    /** The passwords sent to confirmPassword, right or wrong. */
    confirmations: [] as string[],
  };
  const reset = () => {
    state.accounts = [
      account(1, 'admin', '演示管理员', ALL_PERMISSIONS),
      account(2, 'editor', '演示编辑', maskOf('content')),
      account(3, 'export', '导出员', maskOf('content', 'leadExport')),
    ];
    state.signedIn = null;
    state.saved = [];
    state.withCode = new Set();
    state.required = false;
    state.sessions = sessionsOfTheFake();
    state.endedAccounts = [];
    state.stepUpNeeded = false;
    state.confirmations = [];
    state.audit = [
      {
        id: 1,
        at: '2026-03-01T01:30:00.000Z',
        staffId: 1,
        staffName: 'admin',
        action: 'signIn',
        entity: 'session',
        entityId: null,
        summary: {},
        ip: '127.0.0.1',
        name: null,
        exists: false,
        platform: null,
      },
    ];
  };
  reset();
  let pending: StaffAccount | null = null;
  const infoOf = (staff: StaffAccount): StaffInfo => ({
    id: staff.id,
    username: staff.username,
    displayName: staff.displayName,
    permissions: staff.permissions,
    twoFactorEnabled: staff.twoFactorEnabled,
    twoFactorRequired: state.required,
    previousSignInAt: PREVIOUS_SIGN_IN.at,
    previousSignInIp: PREVIOUS_SIGN_IN.ip,
  });
  const notSignedIn = () => failWith(CODE.notSignedIn, '请先登录');
  const guarded =
    (handler: (request: Request) => Response | Promise<Response>) => (info: { request: Request }) =>
      state.signedIn ? handler(info.request) : notSignedIn();

  const server = installMockServer(
    http.get(
      `${BASE}/admin/signInfo`,
      guarded(() => succeed(state.signedIn)),
    ),
    http.post(`${BASE}/admin/signIn`, async ({ request }) => {
      const form = (await request.json()) as SignInBody;
      const found = state.accounts.find((candidate) => candidate.username === form.username);
      if (!found || STAFF_PASSWORDS[found.username] !== form.password)
        return failWith(CODE.badRequest, '用户名或密码错误');
      if (state.withCode.has(found.username)) {
        pending = found;
        return succeed({
          twoFactor: 'codeNeeded',
          pendingToken: PENDING_TOKEN,
          expiresAt: '2026-03-01T01:35:00.000Z',
        });
      }
      state.signedIn = infoOf(found);
      return succeed(state.signedIn);
    }),
    http.post(`${BASE}/admin/signInWithCode`, async ({ request }) => {
      const body = (await request.json()) as SignInCodeBody;
      if (!pending || body.pendingToken !== PENDING_TOKEN || body.code === EXPIRED_CODE)
        return failWith(CODE.signInExpired, '登录已超时，请重新输入用户名和密码');
      if (body.code !== TEST_CODE) return failWith(CODE.badRequest, '验证码不正确');
      state.signedIn = { ...infoOf(pending), twoFactorEnabled: true };
      pending = null;
      return succeed(state.signedIn);
    }),
    http.get(
      `${BASE}/admin/getTwoFactor`,
      guarded(() =>
        succeed({
          enabled: state.signedIn?.twoFactorEnabled ?? false,
          required: state.required,
          enabledAt: null,
          recoveryCodesLeft: 0,
        }),
      ),
    ),
    http.delete(`${BASE}/admin/signOut`, () => {
      state.signedIn = null;
      return succeed(null);
    }),
    http.get(
      `${BASE}/admin/getSecurityPolicy`,
      guarded(() => succeed({ requireTwoFactor: false })),
    ),
    http.get(
      `${BASE}/admin/list`,
      guarded((request) => {
        const keyword = param(request, 'keyword') ?? '';
        const pageList = state.accounts.filter(
          (candidate) => candidate.username.includes(keyword) || candidate.displayName.includes(keyword),
        );
        return succeed({ total: pageList.length, pageList });
      }),
    ),
    http.get(
      `${BASE}/admin/details`,
      guarded((request) => {
        return foundOr(
          state.accounts.find((candidate) => candidate.id === idOf(request)),
          '账号不存在',
        );
      }),
    ),
    http.put(
      `${BASE}/admin/confirmPassword`,
      guarded(async (request) => {
        const { password } = (await request.json()) as { password: string };
        state.confirmations.push(password);
        if (STAFF_PASSWORDS[state.signedIn?.username ?? ''] !== password)
          return HttpResponse.json(
            { code: CODE.badRequest, message: '当前密码不正确', data: null },
            { status: 400 },
          );
        state.stepUpNeeded = false;
        return succeed({ confirmedUntil: '2026-03-01T02:10:00.000Z' });
      }),
    ),
    http.post(
      `${BASE}/admin`,
      guarded(async (request) => {
        if (state.stepUpNeeded) {
          return HttpResponse.json(
            { code: CODE.stepUpRequired, message: '此操作需要再次输入密码，确认是您本人', data: null },
            { status: 403 },
          );
        }
        const body = (await request.json()) as StaffSaveBody;
        state.saved.push(body);
        if (body.id) {
          const id = body.id;
          state.accounts = state.accounts.map((candidate) =>
            candidate.id === id
              ? {
                  ...candidate,
                  displayName: body.displayName ?? candidate.displayName,
                  permissions: Number(body.permissions),
                  enabled: body.enabled ?? candidate.enabled,
                }
              : candidate,
          );
          return succeed({ id, password: null });
        }
        const id = state.accounts.length + 1;
        state.accounts.push(
          account(id, body.username ?? '', body.displayName ?? '', Number(body.permissions)),
        );
        return succeed({ id, password: body.password ? null : 'Gen3rated-Pass#1' });
      }),
    ),
    http.get(
      `${BASE}/auditLog/list`,
      guarded((request) => {
        const entity = new URL(request.url).searchParams.get('entity');
        const rows = entity ? state.audit.filter((row) => row.entity === entity) : state.audit;
        return succeed({ total: rows.length, pageList: rows });
      }),
    ),
    http.get(
      `${BASE}/staffSession/list`,
      guarded(() => succeed(state.sessions)),
    ),
    http.delete(
      `${BASE}/staffSession`,
      guarded((request) => {
        const id = new URL(request.url).searchParams.get('id');
        const found = state.sessions.find((session) => session.id === id && !session.current);
        if (!found) return failWith(CODE.notFound, '登录记录不存在或已结束');
        state.sessions = state.sessions.filter((session) => session !== found);
        return succeed({ ended: 1 });
      }),
    ),
    http.delete(
      `${BASE}/staffSession/removeOthers`,
      guarded(() => {
        const ended = state.sessions.filter((session) => !session.current).length;
        state.sessions = state.sessions.filter((session) => session.current);
        return succeed({ ended });
      }),
    ),
    http.delete(
      `${BASE}/staffSession/removeByAccount`,
      guarded((request) => {
        state.endedAccounts.push(idOf(request));
        return succeed({ ended: 2 });
      }),
    ),
    // The frame polls the lead summary for staff with the leads bit (src/admin/lead-alerts): these
    // tests see an empty inbox (the lead screens' tests run against the real server).
    http.get(
      'http://localhost/api/cms/web/siteMessage/getSummary',
      guarded(() => succeed(recordOf(LeadSummary, {}))),
    ),
  );

  afterEach(reset);

  return {
    server,
    get saved() {
      return state.saved;
    },
    /** The signed-in account's sessions as the fake holds them now. */
    get sessions() {
      return state.sessions;
    },
    get endedAccounts() {
      return state.endedAccounts;
    },
    /** The passwords the step-up dialog sent. */
    get confirmations() {
      return state.confirmations;
    },
    /** Account saves are refused with 100000023 until the password is confirmed. */
    askStepUp() {
      state.stepUpNeeded = true;
    },
    /** The trail 操作日志 lists (newest first), replaceable by a test. */
    get audit() {
      return state.audit;
    },
    set audit(rows: AuditEntry[]) {
      state.audit = rows;
    },
    /** Starts the test with this account signed in. */
    signIn(username: string) {
      const found = state.accounts.find((candidate) => candidate.username === username);
      if (!found) throw new Error(`no account ${username}`);
      state.signedIn = infoOf(found);
    },
    /** This account signs in with a code after its password (TEST_CODE; EXPIRED_CODE: the token ran out). */
    useTwoFactor(username: string) {
      state.withCode.add(username);
    },
    /** The security policy covers the accounts from now on (sign in after this). */
    requireTwoFactor() {
      state.required = true;
    },
    /** The session ends under the page: every guarded call answers 100000004 from now on. */
    expire() {
      state.signedIn = null;
    },
  };
}
