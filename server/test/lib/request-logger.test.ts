import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { deferredRequestLogger } from '../../src/lib/request-logger';

/** A Fastify app logging at `level` into `lines`, with the app's request logger. */
function appLoggingTo(lines: Array<Record<string, unknown>>, level: string): FastifyInstance {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return Fastify({ logger: { level, stream }, childLoggerFactory: deferredRequestLogger });
}

describe('deferredRequestLogger', () => {
  it('stamps a request’s lines, and its children’s, with the request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines, 'warn');
    app.get('/', async (request) => {
      request.log.error({ part: 'handler' }, 'went wrong');
      request.log.child({ step: 'inner' }).warn('inner line');
      return 'ok';
    });
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    const reqId = lines[0]?.reqId;
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, reqId, part: 'handler', msg: 'went wrong' }),
      expect.objectContaining({ level: 40, reqId, step: 'inner', msg: 'inner line' }),
    ]);
    expect(reqId).toMatch(/^req-/);
  });

  it('makes no child for a request that writes nothing, or only below the level', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines, 'warn');
    app.get('/', async (request) => {
      request.log.info('below the level');
      request.log.debug('below the level');
      return 'ok';
    });
    await app.ready();
    const child = jest.spyOn(app.log, 'child');
    expect((await app.inject('/')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes info lines when the level allows them, and reports the level', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines, 'info');
    let level = '';
    app.get('/', async (request) => {
      level = request.log.level;
      request.log.info('at the level');
      return 'ok';
    });
    await app.inject('/');
    expect(level).toBe('info');
    expect(lines.map((line) => line.msg)).toContain('at the level');
  });

  it('gives a route its own level', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines, 'warn');
    app.get('/', { logLevel: 'debug' }, async (request) => {
      request.log.debug('route line');
      return 'ok';
    });
    await app.inject('/');
    expect(lines.map((line) => line.msg)).toContain('route line');
  });
});
