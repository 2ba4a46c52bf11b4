import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { drainable } from '../../src/lib/drain';

/**
 * Issue 26 item 1: a process stopped behind nginx (SIGTERM, server.ts) finishes what it has
 * started. A page render in flight asks the app itself for its first calls (`inject`), which
 * Fastify refuses once it is closing: the connections are drained before the app closes.
 */
type Running = {
  app: FastifyInstance;
  port: number;
  drain: () => Promise<void>;
  /** Resolves when a render has begun (the request reached its handler). */
  rendering: () => Promise<void>;
  /** Lets the render go on to its call: it is held until then, however long the test takes. */
  finishRender: () => void;
};

/** Far longer than any test: a drain that waited for it would outlast the test's bound. */
const KEEP_ALIVE_MS = 10 * 60_000;

async function appWithRender(): Promise<Running> {
  const app = Fastify({ keepAliveTimeout: KEEP_ALIVE_MS });
  const drain = drainable(app.server);
  let begun: () => void = () => undefined;
  const rendering = () => new Promise<void>((resolve) => (begun = resolve));
  let finishRender: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finishRender = resolve));
  // Goes on once the app is closing (after which the app refuses its own calls), if not before.
  app.addHook('preClose', (done) => {
    finishRender();
    done();
  });
  app.get('/data', async () => ({ menus: ['首页'] }));
  // As the page renderer does: a while of rendering, then the app's own answer.
  app.get('/page', async () => {
    begun();
    await finished;
    const data = await app.inject('/data');
    return `<h1>${(data.json() as { menus: string[] }).menus[0]}</h1>`;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, drain, rendering, finishRender };
}

type Answer = { status: number; body: string; connection: string | undefined };

function get(port: number, agent: http.Agent, path = '/page'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('drainable', () => {
  it('lets a render in flight finish, refuses new connections, and closes its connection', async () => {
    const { app, port, drain, rendering, finishRender } = await appWithRender();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const begun = rendering();
      const inFlight = get(port, agent);
      await begun;
      const started = Date.now();
      const drained = drain().then(() => app.close());

      const refused = await get(port, new http.Agent()).then(
        () => 'answered',
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect(refused).toBe('ECONNREFUSED');
      finishRender();
      // Answered whole, and the client is told not to send more on its connection.
      expect(await inFlight).toEqual({ status: 200, body: '<h1>首页</h1>', connection: 'close' });
      await drained;
      // Not kept open until the keep-alive timeout.
      expect(Date.now() - started).toBeLessThan(KEEP_ALIVE_MS / 30);
    } finally {
      agent.destroy();
      await app.close();
    }
  });

  it('closes a keep-alive connection that is between requests', async () => {
    const { app, port, drain } = await appWithRender();
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(port, agent, '/data')).connection).toBe('keep-alive');
      const started = Date.now();
      await drain();
      await app.close();
      expect(Date.now() - started).toBeLessThan(KEEP_ALIVE_MS / 30);
    } finally {
      agent.destroy();
    }
  });

  it('is what a render in flight needs: closing the app at once fails it', async () => {
    const { app, port, rendering } = await appWithRender();
    const agent = new http.Agent({ keepAlive: true });
    const begun = rendering();
    const inFlight = get(port, agent);
    await begun;
    const closed = app.close();
    expect((await inFlight).status).toBe(500);
    // Fastify's close waits for the keep-alive connection: the client ends it here.
    agent.destroy();
    await closed;
  });
});
