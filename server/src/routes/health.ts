/**
 * Health and readiness for a process manager or a proxy (issue 26 item 2):
 * - `GET /healthz`: the process is alive and its event loop turns: 200 `ok`, always.
 * - `GET /readyz`: the process can serve (plugins/app/health.ts runs the checks): 200 with each
 *   check's state, else 503 naming what failed, within about half a second either way.
 * Both are cheap, write no log line, are never rate-limited (no limit is global) and set no
 * cookie; they are not part of the API document.
 */
import type { FastifyInstance } from 'fastify';

/** The answer's body: short, for a person reading a probe's log as much as for a machine. */
type ReadyAnswer = { ready: boolean; checks: Record<string, string> };

export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const probe = { logLevel: 'silent' as const, schema: { hide: true } };
  fastify.get('/healthz', probe, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok\n'),
  );
  fastify.get('/readyz', probe, async (_request, reply) => {
    const results = await fastify.readiness.run();
    const ready = Object.values(results).every((problem) => problem === null);
    const answer: ReadyAnswer = {
      ready,
      checks: Object.fromEntries(Object.entries(results).map(([name, problem]) => [name, problem ?? 'ok'])),
    };
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}
