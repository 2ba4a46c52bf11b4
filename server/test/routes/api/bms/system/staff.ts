import type { InjectOptions } from 'fastify';
import { PLATFORMS } from '@contract/platform';
import type { RoleGrant } from '@contract/roles';
import { insertAccount } from '../../../../../src/staff/accounts';
import { build, envelope, type TestApp, type TestStore } from '../../../../helper';

/** Test helpers for the staff API: sign-in, the session cookie, same-origin writes. */

/** The origin inject() requests have (Host: localhost:80). */
export const ORIGIN = 'http://localhost:80';
export const ADMIN = { username: 'admin', password: 'Huaxia@2026demo' };
export const EDITOR = { username: 'editor', password: 'Bianji@2026demo' };

export const SIGN_IN = '/api/bms/system/admin/signIn';

export function signIn(app: TestApp, username: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: SIGN_IN,
    payload: { username, password },
    headers: { origin: ORIGIN },
    remoteAddress: ip,
  });
}

/** The `sid=…` pair of a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const header = [response.headers['set-cookie'] ?? []].flat().map(String);
  const sid = header.find((cookie) => cookie.startsWith('sid='));
  if (!sid) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return sid.split(';')[0] ?? '';
}

export async function signedIn(app: TestApp, account: { username: string; password: string }, ip?: string) {
  const response = await signIn(app, account.username, account.password, ip);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionCookie(response);
}

/** The password of the accounts a test makes with `signedInAsNew`. */
export const NEW_ACCOUNT_PASSWORD = 'NewStaff@2026password';

/** The roles the tests give their accounts (contract/roles.ts), by what the account is for. */
export const GRANTS = {
  groupAdmin: [{ role: 'groupAdmin' }],
  groupEditor: [{ role: 'groupEditor' }],
  accountAdmin: [{ role: 'accountAdmin' }],
  /** 招生老师 of every site. */
  leadsEverywhere: [{ role: 'admissionsOfficer', sites: [...PLATFORMS] }],
  /** 招生主管 of every site: leads and their export. */
  exportEverywhere: [{ role: 'admissionsLead', sites: [...PLATFORMS] }],
  none: [],
} as const satisfies Record<string, readonly RoleGrant[]>;

/** A new enabled account with these roles, signed in: its session cookie. */
export async function signedInAsNew(
  app: TestApp,
  username: string,
  roles: readonly RoleGrant[],
  displayName = username,
) {
  await insertAccount(
    app.db,
    { username, displayName, roles: [...roles], password: NEW_ACCOUNT_PASSWORD },
    new Date(),
  );
  return signedIn(app, { username, password: NEW_ACCOUNT_PASSWORD });
}

/** A same-origin call with the session cookie (writes carry Origin, as a browser sends it). */
export function call(app: TestApp, cookie: string | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
  });
}

/** An HTTP method, as inject() takes it. */
export type Method = NonNullable<InjectOptions['method']>;

/** A staff call's answer: its HTTP status beside the envelope. */
export type Answer<T> = { status: number; code: number; message: string; data: T };

/** A same-origin call as `cookie` with a JSON body, if any: its status and envelope. */
export async function sendAs<T = unknown>(
  app: TestApp,
  cookie: string | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const response = await call(app, cookie, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, ...envelope<T>(response) };
}

/**
 * The app of a `describe.each(STORES)` block, built on `store` in its beforeAll, with the demo's
 * editor and admin signed in (their session cookies); `send` calls as the editor unless told.
 */
export function staffFixture(store: TestStore) {
  const staff: {
    app: TestApp;
    editor: string;
    admin: string;
    send<T = unknown>(method: Method, url: string, payload?: unknown, as?: string | null): Promise<Answer<T>>;
  } = {
    app: undefined as unknown as TestApp,
    editor: '',
    admin: '',
    send: <T = unknown>(method: Method, url: string, payload?: unknown, as: string | null = staff.editor) =>
      sendAs<T>(staff.app, as, method, url, payload),
  };
  beforeAll(async () => {
    staff.app = await build({ store });
    staff.editor = await signedIn(staff.app, EDITOR);
    staff.admin = await signedIn(staff.app, ADMIN);
  }, 60_000);
  return staff;
}
