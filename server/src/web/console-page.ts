import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The content staff's console page, written by the build (webpack.config.ts, adminConfig). */
export const CONSOLE_FILE = 'admin.html';

const CONSOLE_MISSING_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>内容管理尚未构建</title></head>
<body><h1>内容管理尚未构建</h1><p>请先运行 <code>npm run build</code>，然后刷新本页。</p></body></html>`;

/**
 * `/admin` and `/admin/*`: the console (src/admin), a client-side app. Not rendered on the server
 * and without the site data: the same dist/admin.html for every path, never cached without
 * revalidation, and kept out of search engines (the page's robots meta and `X-Robots-Tag`).
 * Registered inside the web app's context (routes/web-app.ts), so helmet's headers apply.
 */
export function registerConsolePage(fastify: FastifyInstance, webRoot: string): void {
  const file = path.join(webRoot, CONSOLE_FILE);
  let cached: { modifiedMs: number; html: string } | undefined;

  async function consoleHtml(): Promise<string | null> {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.modifiedMs !== info.mtimeMs) {
      cached = { modifiedMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    }
    return cached.html;
  }

  async function sendConsole(_request: unknown, reply: FastifyReply) {
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex');
    return reply.send((await consoleHtml()) ?? CONSOLE_MISSING_HTML);
  }

  fastify.get('/admin', sendConsole);
  fastify.get('/admin/*', sendConsole);
}
