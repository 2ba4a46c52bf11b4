import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { allPublicRoutes, HOST_OF } from './public-routes';

/**
 * The served HTML of every public route of the four site kinds is valid: the Nu HTML Checker
 * (vnu-jar, run once over all pages with the machine's Java) finds no error. The pages are read
 * as a crawler reads them, over HTTP with each site kind's Host, before any script has run.
 */
const VNU = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

function served(baseURL: string, host: string, route: string): Promise<string> {
  const { port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: route, headers: { host: `${host}:${port}`, accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('every public route of the four site kinds is valid HTML (Nu HTML Checker)', async ({
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the served HTML is the same for every screen');
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-vnu-'));
  try {
    const pages = new Map<string, string>();
    for (const [platform, route] of await allPublicRoutes(request)) {
      const file = path.join(dir, `${pages.size}.html`);
      writeFileSync(file, await served(baseURL!, HOST_OF[platform], route));
      pages.set(`file:${file}`, `${HOST_OF[platform]}${route}`);
    }
    // vnu exits non-zero when it finds errors; its report is on stderr either way.
    const run = await promisify(execFile)(
      'java',
      ['-jar', VNU, '--errors-only', '--format', 'json', ...[...pages.keys()].map((url) => url.slice(5))],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((failure: { stderr?: string }) => ({ stderr: failure.stderr ?? '' }));
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${pages.get(message.url) ?? message.url}:${message.lastLine ?? '?'}  ${message.message}\n    ${(message.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
      );
    console.log(`HTML checked: ${pages.size} pages of 4 site kinds, ${errors.length} errors`);
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
