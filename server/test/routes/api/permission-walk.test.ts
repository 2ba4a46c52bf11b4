/**
 * Walks every registered /api/ route that is not public, collected as the app registers them,
 * so a route added later is covered without touching this file: signed out → 100000004; signed
 * in with each single permission (and with none) → 100000006 unless the route needs no bit or
 * the account has it. Nothing is refused for a reason other than the guard's.
 */
import type { RouteOptions } from 'fastify';
import { PERMISSION, PERMISSION_NAMES, type PermissionName } from '@contract/permissions';
import { bitsOf, isRouteAccess, type RouteAccess } from '../../../src/plugins/app/staff-auth';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config/env';
import { build, envelope, STORES, tempDir, type TestApp } from '../../helper';
import { call, EDITOR, signedIn, signedInAsNew } from './bms/system/staff';

type Guarded = { method: string; url: string; access: Exclude<RouteAccess, 'public'> };

describe.each(STORES)('every back-office route on %s', (store) => {
  const routes: Guarded[] = [];
  const publicRoutes: string[] = [];
  const stepUpRoutes: string[] = [];
  let app: TestApp;
  const cookies = new Map<PermissionName | 'none', string>();

  beforeAll(async () => {
    app = await build({
      store,
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/')) return;
        const access = route.config?.access;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || !isRouteAccess(access)) continue;
          if (access === 'public') publicRoutes.push(`${method} ${route.url}`);
          else routes.push({ method, url: route.url, access });
          if (route.config?.stepUp === true) stepUpRoutes.push(`${method} ${route.url}`);
        }
      },
    });
    for (const name of [...PERMISSION_NAMES, 'none'] as const) {
      const username = `walk.${name.toLowerCase()}`;
      const permissions = name === 'none' ? 0 : 1 << PERMISSION[name];
      cookies.set(name, await signedInAsNew(app, username, permissions, name));
    }
  }, 60_000);

  // A call that ends the session goes last, so it cannot sign the next calls out.
  const ordered = () =>
    [...routes].sort((a, b) => Number(/signOut$/.test(a.url)) - Number(/signOut$/.test(b.url)));
  const urlOf = (url: string) => url.replace(/:(\w+)/g, '1');

  it('found the back-office routes and the public ones', () => {
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/bms/system/admin/signInfo',
        'DELETE /api/bms/system/admin/signOut',
        'GET /api/bms/system/admin/list',
        'POST /api/bms/system/admin',
        'GET /api/bms/system/auditLog/list',
        'GET /api/docs/openapi.json',
      ]),
    );
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/bms/system/admin/signIn',
        'POST /api/cms/web/siteMessage/saveForClient',
      ]),
    );
    // The admissions team's calls (issue 21) need the leads bit.
    for (const path of ['getSummary', 'getChannelReport', 'updateStatusBatch', 'assignBatch', 'restore']) {
      const route = routes.find((found) => found.url === `/api/cms/web/siteMessage/${path}`);
      expect([path, route?.access]).toEqual([path, { permission: PERMISSION.leads }]);
    }
    // Exporting leads reads every whole phone number: it needs the leads bit too.
    expect(routes.find((found) => found.url === '/api/cms/web/siteMessage/export')?.access).toEqual({
      permission: [PERMISSION.leads, PERMISSION.leadExport],
    });
    // Every back-office-looking path is guarded: only the public site's calls, the two sign-in
    // steps and a password link's or 忘记密码's calls (issue 37 item 4) are public.
    for (const route of publicRoutes) {
      expect(route).toMatch(
        /ForClient|ForClientByPublishTime|\/cms\/web\/siteMenu\/details$|\/admin\/(signIn(WithCode)?|checkPasswordLink|setPasswordWithLink|forgotPassword|getPasswordHelp)$/,
      );
    }
  });

  it('asks the password again (step-up, issue 35) on exactly the sensitive routes', () => {
    expect(stepUpRoutes.sort()).toEqual(
      [
        'PUT /api/bms/system/admin/startTwoFactor',
        'PUT /api/bms/system/admin/resetTwoFactor',
        'PUT /api/bms/system/admin/updateSecurityPolicy',
        'POST /api/bms/system/admin',
        'DELETE /api/bms/system/admin',
        'PUT /api/bms/system/admin/resetPassword',
        'POST /api/bms/system/admin/invite',
        'GET /api/cms/web/siteMessage/export',
      ].sort(),
    );
  });

  it('answers 100000004 to every guarded route without a session, and does nothing', async () => {
    const before = await app.db.selectFrom('audit_log').select('id').execute();
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      expect([`${route.method} ${route.url}`, response.statusCode, envelope(response).code]).toEqual([
        `${route.method} ${route.url}`,
        401,
        100000004,
      ]);
    }
    expect(await app.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
  });

  it.each([...PERMISSION_NAMES, 'none'] as const)(
    'lets an account with only "%s" through exactly where it may go',
    async (name) => {
      const cookie = cookies.get(name) ?? '';
      const mask = name === 'none' ? 0 : 1 << PERMISSION[name];
      for (const route of ordered()) {
        const allowed = bitsOf(route.access).every((bit) => (mask & (1 << bit)) !== 0);
        const response = await call(app, cookie, {
          method: route.method as 'GET',
          url: urlOf(route.url),
          // An empty body: an allowed write is refused by its schema, so the walk changes nothing.
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: '{}', headers: { 'content-type': 'application/json' } }),
        });
        const where = `${name}: ${route.method} ${route.url}`;
        if (allowed) {
          expect([where, response.statusCode === 401 || response.statusCode === 403]).toEqual([where, false]);
        } else {
          expect([where, response.statusCode, envelope(response).code]).toEqual([where, 403, 100000006]);
        }
      }
    },
  );
});

describe("the demo's content editor and the leads", () => {
  it('is refused every call of the lead inbox, the admissions home and the channel report', async () => {
    const app = await build();
    const editor = await signedIn(app, EDITOR);
    const calls = [
      ['GET', 'list'],
      ['GET', 'details?id=1'],
      ['GET', 'getSummary'],
      ['GET', 'getChannelReport?from=2026-01-01&to=2026-01-31'],
      ['PUT', 'updateStatusBatch'],
      ['PUT', 'assignBatch'],
      ['PUT', 'restore'],
      ['GET', 'export'],
    ] as const;
    for (const [method, path] of calls) {
      const response = await call(app, editor, {
        method,
        url: `/api/cms/web/siteMessage/${path}`,
        ...(method === 'PUT' ? { payload: { ids: [1], status: 1, staffId: null } } : {}),
      });
      expect([path, response.statusCode, envelope(response).code]).toEqual([path, 403, 100000006]);
    }
  });
});

describe('a route that declares no access', () => {
  it('stops the app at start-up', async () => {
    const dir = tempDir();
    const app = buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: '0' }));
    app.register(async (child) => {
      child.get('/api/cms/web/forgotten/list', async () => ({ code: 0 }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/cms/web/forgotten/list declares no config.access');
    await app.close();
  });
});
