import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import pino from 'pino';
import type { RenderedPage } from '@contract/render';
import { RenderWorkers } from '../../src/web/render-workers';
import { build, tempDir, until, type TestApp } from '../helper';

/**
 * A stand-in for the build's renderer: its page shows the thread it ran in, its version and what
 * its fetch got; some paths fail, exit their thread or never yield.
 */
const rendererSource = (version: string) => `
const { threadId } = require('node:worker_threads');
exports.renderPage = async ({ url, origin, siteData, fetch, signal }) => {
  const { pathname } = new URL(url, origin);
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/exit') process.exit(3);
  if (pathname === '/spin') for (;;) {}
  if (pathname === '/waits') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    return { kind: 'page', html: 'aborted: ' + signal.aborted, head: '' };
  }
  if (pathname === '/writes') {
    await fetch('/api/x', { method: 'POST' });
  }
  const response = await fetch('/api/cms/web/siteSetting/detailsForClient');
  const answer = await response.json();
  return {
    kind: 'page',
    html: '${version} thread ' + threadId + ' ' + response.status + ' ' + response.headers.get('x-answer') + ' ' + answer.data.siteTitle + ' ' + siteData.origin,
    head: '',
  };
};
`;

function writeRenderer(version = 'v1'): string {
  const file = path.join(tempDir('edu-site-render-workers-'), 'render-page.js');
  writeFileSync(file, rendererSource(version));
  return file;
}

/** The main thread's answers to the renderer's calls, as appFetch gives them. */
const appAnswers = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  if (method !== 'GET') throw new Error(`A page render may only read, not ${method}`);
  return new Response(JSON.stringify({ code: 0, data: { siteTitle: `华夏 ${String(input)}` } }), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-answer': 'app' },
  });
});

const log = pino({ level: 'silent' });

describe('RenderWorkers', () => {
  let workers: RenderWorkers;
  let file: string;
  beforeEach(() => {
    workers = new RenderWorkers(1, log);
    file = writeRenderer();
    appAnswers.mockClear();
  });
  afterEach(() => workers.close());

  const render = (url: string, signal = new AbortController().signal, version = 1, at = file) =>
    workers.render({
      file: at,
      version,
      url,
      origin: 'http://localhost',
      siteData: { origin: 'http://localhost' } as never,
      fetch: appAnswers as typeof fetch,
      signal,
    });

  it('renders in another thread, its calls answered by this one', async () => {
    const page = (await render('/home')) as Extract<RenderedPage, { kind: 'page' }>;
    const [, thread] = /thread (\d+)/.exec(page.html) ?? [];
    expect(Number(thread)).not.toBe(threadId);
    expect(page.html).toContain(' 200 app 华夏 /api/cms/web/siteSetting/detailsForClient http://localhost');
    expect(appAnswers).toHaveBeenCalledTimes(1);
  });

  it('fails a render whose renderer throws or whose call is refused, and keeps the worker', async () => {
    await render('/home');
    const [thread] = workers.threadIds;
    await expect(render('/broken')).rejects.toThrow(/render failed/);
    await expect(render('/writes')).rejects.toThrow(/may only read, not POST/);
    expect(workers.threadIds).toEqual([thread]);
  });

  it('loads the renderer again when its version changes', async () => {
    expect(((await render('/home')) as { html: string }).html).toMatch(/^v1 /);
    writeFileSync(file, rendererSource('v2'));
    expect(((await render('/home', undefined, 1)) as { html: string }).html).toMatch(/^v1 /);
    expect(((await render('/home', undefined, 2)) as { html: string }).html).toMatch(/^v2 /);
  });

  it('loads the renderer as its workers start, before their first render', async () => {
    const early = path.join(path.dirname(file), 'early.js');
    const loaded = `${early}.loaded`;
    // Loading it leaves a file beside it: the signal that the worker has loaded it.
    const rendererSaying = (text: string) =>
      `require('node:fs').writeFileSync(${JSON.stringify(loaded)}, '');
exports.renderPage = async () => ({ kind: 'page', html: '${text}', head: '' });`;
    writeFileSync(early, rendererSaying('loaded at start'));
    workers.load(early, 7);
    expect(workers.threadIds).toHaveLength(1);
    await until(() => existsSync(loaded), 'the worker loaded the renderer');
    // Changed after the worker loaded it, under the same version: the loaded one renders.
    writeFileSync(early, rendererSaying('loaded by the render'));
    expect(await render('/home', undefined, 7, early)).toMatchObject({ html: 'loaded at start' });
  });

  it('aborts a render in its worker when its signal aborts', async () => {
    const controller = new AbortController();
    const waiting = render('/waits', controller.signal);
    setTimeout(() => controller.abort(new Error('timed out')), 50);
    await expect(waiting).rejects.toThrow('timed out');
    // The worker stopped it and renders the next page.
    expect(await render('/home')).toMatchObject({ kind: 'page' });
  });

  it('replaces a worker whose render never yields', async () => {
    await render('/home');
    const [stuck] = workers.threadIds;
    const controller = new AbortController();
    const spinning = render('/spin', controller.signal);
    setTimeout(() => controller.abort(new Error('timed out')), 100);
    await expect(spinning).rejects.toThrow('timed out');
    // A render sent meanwhile to the stuck worker fails when it is ended (after the grace).
    await expect(render('/home')).rejects.toThrow(/did not stop an aborted render/);
    const page = (await render('/home')) as { html: string };
    expect(workers.threadIds).toHaveLength(1);
    expect(workers.threadIds).not.toContain(stuck);
    expect(page.html).not.toContain(`thread ${stuck} `);
  }, 10_000);

  it('replaces a worker that exits', async () => {
    await render('/home');
    const [first] = workers.threadIds;
    await expect(render('/exit')).rejects.toThrow(/exit|3/);
    const page = (await render('/home')) as { html: string };
    expect(page.html).not.toContain(`thread ${first} `);
  });

  it('spreads renders over its workers', async () => {
    await workers.close();
    workers = new RenderWorkers(2, log);
    const controller = new AbortController();
    const waiting = render('/waits', controller.signal);
    const page = (await render('/home')) as { html: string };
    expect(workers.threadIds).toHaveLength(2);
    controller.abort(new Error('done'));
    await expect(waiting).rejects.toThrow('done');
    expect(page.html).toContain(`thread ${workers.threadIds[1]} `);
  });

  it('fails the renders still running when closed, and renders no more', async () => {
    const waiting = render('/waits');
    const failed = expect(waiting).rejects.toThrow(/closed/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await workers.close();
    await failed;
    await expect(render('/home')).rejects.toThrow(/closed/);
  });
});

describe('pages rendered by worker threads (PAGE_RENDER_WORKERS)', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dir = tempDir('edu-site-ssr-workers-');
    const webRoot = path.join(dir, 'dist');
    mkdirSync(webRoot);
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang=zh-CN><head><title>华夏教育集团</title></head><body><div id=root></div></body></html>',
    );
    app = await build({
      env: { WEB_ROOT: webRoot, PAGE_RENDERER: writeRenderer('app'), PAGE_RENDER_WORKERS: '1' },
    });
  }, 60_000);
  afterAll(() => app?.close());

  it('renders the page in a worker, its call answered by the app', async () => {
    const response = await app.inject({ url: '/home', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const [, thread] = /<div id=root>app thread (\d+) 200 /.exec(response.body) ?? [];
    expect(Number(thread)).toBeGreaterThan(0);
    expect(Number(thread)).not.toBe(threadId);
    expect(response.body).toContain(' 200 null 华夏教育集团 http://localhost</div>');
  });

  it('sends the page for the browser to draw when its render fails in the worker', async () => {
    const response = await app.inject({ url: '/broken', headers: { accept: 'text/html' } });
    expect(response.body).toContain('<div id=root></div>');
  });
});
