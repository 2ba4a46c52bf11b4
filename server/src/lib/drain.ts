import type { Server } from 'node:http';

/** How often connections that finished their request are closed while draining. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops taking connections and waits until those open have finished their requests, before the
 * app closes (issue 26 item 1: a process restarted behind nginx costs no request). Fastify's own
 * close answers 503 to a request that comes after it and refuses the app's `inject`, which a page
 * render in flight still uses for its first calls: so the HTTP server drains first, the app as a
 * whole still running.
 *
 * - The listening socket closes: a new connection is refused, and a proxy sends it to another process.
 * - Every answer from now on says `Connection: close`, so a proxy does not send another request
 *   on that connection; connections that finished their request are closed at once and every
 *   50 ms after (a proxy's next request on one that closes meanwhile fails before it is read,
 *   and nginx's `proxy_next_upstream error` passes it on).
 *
 * Resolves when no connection is left; the caller bounds the wait (server.ts: SHUTDOWN_GRACE_MS).
 */
export function drainHttpServer(server: Server): Promise<void> {
  server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  });
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
  });
}
