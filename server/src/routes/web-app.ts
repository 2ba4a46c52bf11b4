import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiAnswerHeaders, documentHeaders } from '../lib/response-headers';
import helmet from '../plugins/external/helmet';
import staticFiles, { looksLikeFile } from '../plugins/external/static';
import { CODE } from '@contract/codes';
import { telHref } from '@contract/phone-link';
import type { SiteSetting } from '@contract/site-setting';
import { platformOfHost } from '../config/host-kinds';
import { registerConsolePage } from '../web/console-page';
import { IndexPage } from '../web/index-page';
import { canonicalOrigin, PageRenderer } from '../web/page-renderer';
import { RenderWorkers } from '../web/render-workers';
import { isNoindexPath, registerSeoRoutes } from '../web/seo';
import { registerPreviewPage } from '../web/preview-page';
import { registerSiteQr } from '../web/site-qr';
import { collectSiteData } from '../web/site-data';

const BUILD_MISSING_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>网站尚未构建</title></head>
<body><h1>网站尚未构建</h1><p>请先运行 <code>npm run build</code> 生成前端页面，然后刷新本页。</p></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the site's settings say of reaching its admissions teachers: the hotline and when. */
type Contact = Pick<SiteSetting, 'phone' | 'workingHours'>;

/** 咨询热线 400-800-1234 (a `tel:` link)（工作时间：…）, or nothing when the site has no number. */
function hotlineHtml(contact: Contact | undefined): string {
  const phone = contact?.phone.trim() ?? '';
  if (phone === '') return '';
  const tel = telHref(phone);
  const number = tel ? `<a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a>` : escapeHtml(phone);
  const hours = contact?.workingHours.trim() ?? '';
  return `<p>也可以直接拨打咨询热线 ${number}${hours ? `（工作时间：${escapeHtml(hours)}）` : ''}，招生老师为您解答。</p>`;
}

/**
 * A page's form posted by a browser that runs no script (the lead form is `method="post"` so that
 * its fields never land in the address). Nothing is stored, and the visitor is told so in words,
 * not with the API's envelope, with the way the after-lead panel offers to reach the school: the
 * site's hotline and working hours (issue 38 item 4).
 */
const FORM_WITHOUT_SCRIPT_HTML = (back: string, contact: Contact | undefined) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>信息尚未提交</title></head>
<body><h1>信息尚未提交</h1><p>本页的表单需要浏览器运行页面脚本后才能提交，您填写的信息没有被保存。</p>
<p>请开启浏览器的脚本（或换用其他浏览器）后<a href="${back}">返回上一页</a>重新提交。</p>
${hotlineHtml(contact)}</body></html>`;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The web app (WEB_ROOT) with helmet's headers, in its own context so that the API routes do not
 * pay for helmet. Its not-found handler serves every page of the history-mode SPA, and answers
 * unknown API paths with the envelope.
 */
export default async function webApp(fastify: FastifyInstance): Promise<void> {
  await fastify.register(helmet);
  // After helmet's: the permissions policy and HSTS of pages and files, and for the API paths
  // that end up here (unknown ones, or a body that did not parse) the API's strict headers.
  fastify.addHook('onRequest', (request, reply, done) => {
    const https = request.protocol === 'https';
    if (isApiPath(request.url)) {
      reply.headers(apiAnswerHeaders(https));
    } else {
      if (isNoindexPath(request.url.split('?')[0] ?? '')) reply.header('X-Robots-Tag', 'noindex');
      reply.headers(documentHeaders(https));
    }
    done();
  });
  await fastify.register(staticFiles);
  const indexPage = new IndexPage(fastify.config.webRoot);
  const { config } = fastify;
  // Threads of their own for page renders (the other cores); ended with the server.
  const workers =
    config.pageRenderWorkers > 0 ? new RenderWorkers(config.pageRenderWorkers, fastify.log) : undefined;
  if (workers) fastify.addHook('onClose', () => workers.close());
  const pageRenderer = new PageRenderer({
    workers,
    file: config.pageRenderer,
    fastify,
    log: fastify.log,
    maxBytes: config.pageCacheMaxBytes,
    concurrency: config.pageRenderConcurrency,
    timeoutMs: config.pageRenderTimeoutMs,
    queryKeys: () => indexPage.queryKeys(),
    beforeRead: fastify.publicContent.beforeRead,
    onRendered: fastify.metrics.render,
  });
  fastify.readiness.add('renderer', async () =>
    (await pageRenderer.isLoaded()) ? null : `page renderer missing or broken: ${config.pageRenderer}`,
  );
  // A content change (here or in another process) or a publish/end time drops the rendered pages
  // with the content answers.
  fastify.publicContent.register(pageRenderer);

  /**
   * A page of the app: index.html, which routes on the client, with the host's site data in it so
   * that the first page needs no round trip before it can render, and the page itself rendered
   * when the server can, so that its content shows before the scripts have run.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (!(await indexPage.isBuilt())) return reply.send(BUILD_MISSING_HTML);
    const pathname = request.url.split('?')[0] ?? '/';
    const origin = canonicalOrigin(request.protocol, request.host, config.hostKinds, config.port);
    // The canonical origin goes with the site data: the browser writes the page's links on it.
    const siteData = { ...(await collectSiteData(fastify, request.host)), origin };
    const rendered = await pageRenderer.render(request.url, origin, siteData);
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location);
    // Unrendered (renderer missing, busy or slow), the route and the menu tree still tell a 404.
    const status =
      rendered?.kind === 'page'
        ? (rendered.status ?? 200)
        : ((await pageRenderer.statusOf(request.url, siteData)) ??
          ((await indexPage.knowsRoute(pathname)) ? 200 : 404));
    // A 404, and a page its editor keeps out of search engines (不让搜索引擎收录, issue 25 item 3;
    // known only when the page was rendered: unrendered, its head's meta still says so once the
    // browser applies it, which search engines that run scripts read).
    if (status === 404 || (rendered?.kind === 'page' && rendered.noindex))
      reply.header('X-Robots-Tag', 'noindex');
    const page = await indexPage.render(pathname, siteData, rendered);
    return reply.code(status).send(page ?? BUILD_MISSING_HTML);
  }

  registerSeoRoutes(fastify, pageRenderer);
  registerSiteQr(fastify);
  // issue 25 item 1: /preview/<id>?e=&s=, a preview's page for whoever holds its signed link.
  registerPreviewPage(fastify, { pageRenderer, indexPage });

  // The static files leave `/` alone (no directory index): it is a page like any other.
  fastify.get('/', sendPage);
  // The staff console (src/admin): its own page, not rendered here.
  registerConsolePage(fastify, config.webRoot);

  fastify.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (
      request.method === 'POST' &&
      !isApiPath(request.url) &&
      request.headers.accept?.includes('text/html')
    ) {
      const back = escapeHtml(request.url.split('?')[0] ?? '/');
      const contact = await fastify.siteSettingRepository
        .find(platformOfHost(config.hostKinds, request.host))
        .catch(() => undefined);
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .type('text/html; charset=utf-8')
        .send(FORM_WITHOUT_SCRIPT_HTML(back, contact));
    }
    if (!isRead || isApiPath(request.url)) {
      return reply.code(404).send({ code: CODE.notFound, message: '接口不存在', data: null });
    }
    if (looksLikeFile(request.url) && !request.headers.accept?.includes('text/html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    return sendPage(request, reply);
  });
}
