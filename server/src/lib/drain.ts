import type { Server, ServerResponse } from 'node:http';

/** How often connections that finished their request are closed while draining. */
const IDLE_SWEEP_MS = 50;

/**
 * Makes an HTTP server drainable; returns the drain, which stops taking connections and resolves
 * once those open have finished their requests. Called at start (it counts the requests in
 * flight); server.ts drains before the app closes (issue 26 item 1: a process restarted behind
 * nginx costs no request). Fastify's own close answers 503 to a request that comes after it and
 * refuses the app's `inject`, which a page render in flight still uses for its first calls: so
 * the HTTP server drains first, the app as a whole still running.
 *
 * - The listening socket closes: a new connection is refused, and a proxy sends it elsewhere.
 * - Every answer not yet sent says `Connection: close`, so a proxy sends no further request on
 *   its connection; connections between requests are closed at once and every 50 ms after (a
 *   proxy's request on one that closes meanwhile fails before it is read, and nginx's
 *   `proxy_next_upstream error` passes it on).
 *
 * The drain's caller bounds the wait (server.ts: SHUTDOWN_GRACE_MS).
 */
export function drainable(server: Server): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      response.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return () => {
    draining = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    if (!server.listening) return Promise.resolve();
    return new Promise((resolve) => {
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      server.close(() => {
        clearInterval(sweep);
        resolve();
      });
    });
  };
}
