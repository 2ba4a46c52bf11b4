import { request as httpRequest } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import os from 'node:os';
import { request as pwRequest } from '@playwright/test';
import { PLATFORMS } from '../contract/platform';
import { HOST_OF, publicRoutes } from '../e2e/public-routes';

const port = Number(process.env.PORT ?? 8300);
const get = (host: string, p: string) => new Promise<string>((resolve, reject) => {
  const req = httpRequest({ host: '127.0.0.1', port, path: p, headers: { host: `${host}:${port}`, accept: 'text/html' } }, (res) => {
    let body = ''; res.setEncoding('utf8'); res.on('data', (c) => (body += c)); res.on('end', () => resolve(body));
  });
  req.on('error', reject); req.end();
});
(async () => {
  const api = await pwRequest.newContext({ baseURL: `http://localhost:${port}` });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files: string[] = [];
  const names = new Map<string, string>();
  for (const platform of PLATFORMS) {
    for (const route of await publicRoutes(api, platform)) {
      const html = await get(HOST_OF[platform], route);
      const file = path.join(dir, `${files.length}.html`);
      writeFileSync(file, html);
      files.push(file); names.set(file, `${platform} ${route}`);
    }
  }
  console.log('pages', files.length);
  let out = '';
  try { out = execFileSync('java', ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }); }
  catch (e: any) { out = e.stderr || e.stdout; }
  const { messages } = JSON.parse(out);
  const counts = new Map<string, number>();
  for (const m of messages) {
    const key = `${m.message} | ${(m.extract ?? '').slice(0, 120)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log('errors', messages.length);
  for (const [k, n] of counts) console.log(n, k);
  for (const m of messages.slice(0, 3)) console.log(names.get(m.url.replace('file:', '')), m.message);
  await api.dispose();
})();
