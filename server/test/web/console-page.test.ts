import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, tempDir, type TestApp } from '../helper';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>华夏教育集团</title></head><body><div id="root"></div></body></html>';
const CONSOLE =
  '<!doctype html><html lang="zh-CN"><head><meta name="robots" content="noindex"><title>华夏教育集团 · 内容管理</title></head><body><div id="root"></div><script defer src="/assets/admin/admin.1a2b.js"></script></body></html>';

describe('the staff console page (/admin)', () => {
  let app: TestApp;
  let root: string;
  beforeAll(async () => {
    root = tempDir('edu-site-console-');
    writeFileSync(path.join(root, 'index.html'), INDEX);
    writeFileSync(path.join(root, 'admin.html'), CONSOLE);
    app = await build({ env: { WEB_ROOT: root } });
  }, 60_000);

  it.each(['/admin', '/admin/', '/admin/sign-in?next=%2Fadmin%2Faccounts', '/admin/accounts/12'])(
    'answers %s with admin.html, unrendered, no-cache and noindex',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CONSOLE);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      // helmet's headers, as every page of the web app
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('leaves the public pages to the site (no console, no noindex)', async () => {
    for (const url of ['/home', '/administration', '/admins/x']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.body).not.toContain('内容管理');
      expect(response.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('says the console is not built while admin.html is missing', async () => {
    const bare = await build({ env: { WEB_ROOT: tempDir('edu-site-console-bare-') } });
    const response = await bare.inject({ url: '/admin/accounts' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('内容管理尚未构建');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });
});
