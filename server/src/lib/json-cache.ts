import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiAnswerHeaders } from './response-headers';
import { type ReadThroughCache, readThrough, readThroughCache } from './read-through';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The most answers kept; the least recently used go first. */
const MAX_ANSWERS = 1000;
/** Below this size compressing costs more than the bytes it saves (as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';
type Form = 'identity' | Encoding;
/** Header names and values in one list, as `writeHead` takes them. */
type HeaderList = string[];

/**
 * One serialized answer in every form a client may ask for, each made once per cache entry, with
 * the complete headers of each form: the API's (lib/response-headers.ts), its own and its length.
 * The bodies are kept as latin1 strings, one character per byte: Node then sends the head and the
 * body of an answer in one write, as it does for a small JSON string, where a Buffer body would
 * take a second chunk and a vectored write on every hit.
 */
class SerializedAnswer {
  readonly etag: string;
  private readonly bodies = new Map<Form, string>();
  private readonly compressing = new Map<Encoding, Promise<void>>();
  /** By scheme (HTTP, HTTPS), then by form or 304: looked up on every hit without building a key. */
  private readonly headerLists = [
    new Map<Form | 304, HeaderList>(),
    new Map<Form | 304, HeaderList>(),
  ] as const;

  constructor(private readonly identity: Buffer) {
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
    this.bodies.set('identity', identity.toString('latin1'));
  }

  get compressible(): boolean {
    return this.identity.length >= COMPRESS_THRESHOLD;
  }

  /** The bytes of a form, once made (identity always is). */
  body(form: Form): string | undefined {
    return this.bodies.get(form);
  }

  /** Compressed off the main thread, once; every later hit sends the same bytes. */
  encode(encoding: Encoding): Promise<void> {
    let done = this.compressing.get(encoding);
    if (!done) {
      const bytes =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzip(this.identity, { level: 9 });
      done = bytes.then((compressed) => {
        this.bodies.set(encoding, compressed.toString('latin1'));
      });
      this.compressing.set(encoding, done);
    }
    return done;
  }

  /** The headers of a 200 of this form (`body` its bytes) or, without a body, of a 304. */
  headers(https: boolean, form: Form, body?: string): HeaderList {
    const lists = this.headerLists[https ? 1 : 0];
    const key = body === undefined ? 304 : form;
    let list = lists.get(key);
    if (!list) {
      const own: Record<string, string> = {
        etag: this.etag,
        vary: 'accept-encoding',
        'cache-control': 'no-cache',
      };
      if (body !== undefined) {
        own['content-type'] = 'application/json; charset=utf-8';
        if (form !== 'identity') own['content-encoding'] = form;
        own['content-length'] = String(body.length);
      }
      list = Object.entries({ ...apiAnswerHeaders(https), ...own }).flat();
      lists.set(key, list);
    }
    return list;
  }
}

/**
 * The options of a public read answered through a JsonCache: open to every visitor, and left
 * alone by @fastify/compress, whose hooks would only find the bytes compressed already.
 */
export const CACHED_PUBLIC_READ = { config: { access: 'public' }, compress: false } as const;

/** The encoding to send: br, then gzip, as the request's Accept-Encoding allows (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  // Browsers send a handful of distinct headers: each is read once.
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

const MAX_NEGOTIATED = 64;
const negotiated = new Map<string, Encoding | null>();

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best[0] ?? null;
}

/** Does If-None-Match name this ETag (or `*`)? Weak comparison, as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Runs before a kept answer is served: undefined when the kept answers may be served at once, or a
 * promise to wait for first (the public-content service then checks whether content changed,
 * and drops every cache if it did: plugins/app/public-content.ts).
 */
export type BeforeRead = () => Promise<void> | undefined;

/**
 * Serialized answers of the public reads, kept until content changes. Content changes rarely and
 * every page view asks for the same menus: a hit sends bytes made once per entry, the JSON as
 * UTF-8 and its brotli and gzip forms (the menu tree is 15 KB as JSON, 1.3 KB as brotli), so it
 * is neither serialized nor compressed again, and a client that has it gets a 304.
 */
export class JsonCache {
  /** Null when `max` is 0: nothing kept. */
  private readonly answers: ReadThroughCache<SerializedAnswer> | null;

  constructor(
    private readonly beforeRead: BeforeRead = () => undefined,
    max = MAX_ANSWERS,
  ) {
    this.answers = readThroughCache({ max });
  }

  /** Forgets every answer (content was written). */
  clear(): void {
    this.answers?.clear();
  }

  /**
   * Sends the answer cached under `key`; on a miss, `load()` is serialized with the route's own
   * response schema. A load that throws (not found, bad input) is not cached. A hit whose bytes
   * are made is written at once and returns nothing: the route's handler must not be `async`,
   * or the hit would wait for promise jobs all the same.
   */
  send(reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<void> | undefined {
    const checking = this.beforeRead();
    if (checking) return checking.then(() => this.sendKept(reply, key, load));
    return this.sendKept(reply, key, load);
  }

  private sendKept(
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<void> | undefined {
    // A finished, fresh answer, without waiting: a hot read answers in the same tick.
    const cached = this.answers?.get(key);
    if (cached && writeIfMade(reply, cached)) return undefined;
    return this.loadAndSend(reply, key, load);
  }

  private async loadAndSend(reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<void> {
    const answer = await readThrough(this.answers, key, async () => {
      const serialized = reply.serialize(await load());
      return new SerializedAnswer(
        typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized)),
      );
    });
    const encoding = encodingFor(reply.request, answer);
    if (encoding) await answer.encode(encoding);
    writeIfMade(reply, answer);
  }
}

/** The compressed form the request asks for, if the answer is worth compressing. */
function encodingFor(request: FastifyRequest, answer: SerializedAnswer): Encoding | null {
  return answer.compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
}

/**
 * Writes the answer the request asks for (a 304 when it holds it), unless its compressed form is
 * still being made: false then.
 * The socket is written directly, the headers and bytes made once. Fastify's send would run the
 * onSend hooks, which have nothing to do here (compress: the bytes are compressed already; the
 * API's headers and cache-control: in the prepared list; cookies: none on a public read) and
 * would copy and check every header again on each hit.
 */
function writeIfMade(reply: FastifyReply, answer: SerializedAnswer): boolean {
  const request = reply.request;
  const https = request.protocol === 'https';
  if (matches(request.headers['if-none-match'], answer.etag)) {
    reply.hijack();
    reply.raw.writeHead(304, answer.headers(https, 'identity'));
    reply.raw.end();
    return true;
  }
  const form = encodingFor(request, answer) ?? 'identity';
  const body = answer.body(form);
  if (body === undefined) return false;
  reply.hijack();
  reply.raw.writeHead(200, answer.headers(https, form, body));
  reply.raw.end(body, 'latin1');
  return true;
}
