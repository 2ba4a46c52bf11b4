/**
 * Prometheus metrics (issue 26 item 2), in a registry of the app's own (tests build many apps in
 * one process). Served only on a listener of their own (METRICS_PORT on METRICS_HOST, 127.0.0.1
 * by default), never on the public port, where /metrics is an unknown path like any other.
 *
 * Every label has a bounded set of values: the route is Fastify's pattern (`/api/x/:id`), never
 * the URL asked; what no route matched (the pages of the app, unknown paths) is one value. Only
 * requests that came over a socket are timed: the app's own injected calls are not.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { QuarantineReason } from '@contract/lead-rules';

/** What became of a page the server was asked to render. */
export type RenderOutcome =
  /** rendered now */
  | 'rendered'
  /** a kept page (or one being rendered for another request) */
  | 'cached'
  /** given up after PAGE_RENDER_TIMEOUT_MS: the browser draws it */
  | 'timeout'
  /** the renderer failed: the browser draws it */
  | 'error'
  /** as many renders as allowed were running: the browser draws it */
  | 'busy';

/** Why a sign-in failed: a wrong password (or unknown name), a disabled account, a wrong code … */
export type SignInFailure = string;

export type MetricsService = {
  readonly registry: Registry;
  /** A page render ended (`seconds`: how long it took; for `cached`, the lookup). */
  render(outcome: RenderOutcome, seconds: number): void;
  /** A lead answered 提交成功: stored, held back as suspicious when `quarantined` names why. */
  leadStored(quarantined: QuarantineReason | null): void;
  signInFailed(reason: SignInFailure): void;
  /** The metrics listener's address once listening; null when METRICS_PORT is unset. */
  address(): AddressInfo | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsService;
  }
}

/** The route label of what no route matched: the app's pages (its not-found handler) and unknown paths. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Request durations: from a fast JSON read (under 1 ms) to a page render given up at 2 s and more. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];
/** Fastify's methods; anything else (a made-up verb) is counted as one value. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
/** The sign-in failures' reasons as the routes give them; anything else counts as `other`. */
const SIGN_IN_REASONS = new Set([
  'password',
  'disabled',
  'throttled',
  'wrongCode',
  'replayedCode',
  'wrongRecoveryCode',
]);

/** A request made with `fastify.inject` (light-my-request), not over a socket. */
const isInjected = (raw: object) => '_lightMyRequest' in raw;

function createMetrics(collectProcessMetrics: boolean) {
  const registry = new Registry();
  // The process: CPU, memory, handles, garbage collection and the event loop's lag
  // (nodejs_eventloop_lag_seconds and its percentiles), as prom-client collects them.
  if (collectProcessMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Server renders of pages by outcome: rendered, cached (a kept page), timeout, error, busy',
    labelNames: ['outcome'] as const,
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: 'page_cache_hits_total',
    help: 'Pages answered from the rendered-page cache',
    registers: [registry],
  });
  const cacheMisses = new Counter({
    name: 'page_cache_misses_total',
    help: 'Pages the rendered-page cache did not hold (rendered, or given to the browser to draw)',
    registers: [registry],
  });
  const leads = new Counter({
    name: 'leads_stored_total',
    help: 'Leads answered 提交成功 and stored (suspicious ones too)',
    registers: [registry],
  });
  const quarantined = new Counter({
    name: 'leads_quarantined_total',
    help: 'Leads stored as suspicious (可疑线索), by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'staff_sign_in_failures_total',
    help: 'Refused staff sign-ins, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return { registry, requests, renders, cacheHits, cacheMisses, leads, quarantined, signInFailures };
}

/** The metrics' own listener: GET /metrics, and 404 for anything else. Logs nothing, sets no cookie. */
function metricsServer(registry: Registry): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500).end(),
    );
  });
}

export default fp(
  async (fastify) => {
    const listen = fastify.config.metrics;
    const metrics = createMetrics(listen !== null);
    let server: Server | null = null;

    fastify.addHook('onResponse', (request, reply, done) => {
      // The app's calls to itself (a page's site data and its render's reads) are part of the
      // page's request, not requests of their own.
      if (isInjected(request.raw)) return done();
      const status = reply.statusCode;
      metrics.requests.observe(
        {
          method: METHODS.has(request.method) ? request.method : 'OTHER',
          // The pattern the route was declared with; undefined in the not-found handler.
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: status >= 100 && status < 600 ? String(status) : 'other',
          status_class: `${Math.floor(status / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const service: MetricsService = {
      registry: metrics.registry,
      render(outcome, seconds) {
        metrics.renders.observe({ outcome }, seconds);
        if (outcome === 'cached') metrics.cacheHits.inc();
        else metrics.cacheMisses.inc();
      },
      leadStored(reason) {
        metrics.leads.inc();
        if (reason) metrics.quarantined.inc({ reason });
      },
      signInFailed(reason) {
        metrics.signInFailures.inc({ reason: SIGN_IN_REASONS.has(reason) ? reason : 'other' });
      },
      address() {
        const address = server?.address();
        return address && typeof address === 'object' ? address : null;
      },
    };
    fastify.decorate('metrics', service);

    if (listen) {
      fastify.addHook('onReady', async () => {
        const starting = metricsServer(metrics.registry);
        await new Promise<void>((resolve, reject) => {
          starting.once('error', (error) =>
            reject(new Error(`METRICS_PORT ${listen.port} on ${listen.host}: ${error.message}`)),
          );
          starting.listen(listen.port, listen.host, () => resolve());
        });
        server = starting;
        fastify.log.info({ metrics: `http://${listen.host}:${service.address()?.port}/metrics` }, 'metrics');
      });
      fastify.addHook('onClose', async () => {
        const open = server;
        server = null;
        if (!open) return;
        open.closeAllConnections();
        await new Promise<void>((resolve) => open.close(() => resolve()));
      });
    }
  },
  { name: 'metrics', decorators: { fastify: ['config'] } },
);
