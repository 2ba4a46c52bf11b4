import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CODE } from '@contract/codes';
import { servedFile } from '../repositories/server-file';
import { STORED_NAME, type ByteRange } from '../files/storage';
import { ClientError } from '../lib/client-error';

const notFound = () => new ClientError(404, CODE.notFound, '文件不存在');

/**
 * One `bytes=a-b`, `bytes=a-` or `bytes=-n` range of a file of `size` bytes; null: not
 * satisfiable (it starts past the end, or is an empty suffix); undefined: the header is ignored
 * and the whole file answered (RFC 9110 §14.2: a range that is not valid, such as `bytes=5-1` or
 * `bytes=-`, several ranges, another unit).
 */
export function parseRange(header: string, size: number): ByteRange | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, a = '', b = ''] = match;
  if (a === '' && b === '') return undefined;
  if (a !== '' && b !== '' && Number(a) > Number(b)) return undefined;
  let start: number;
  let end: number;
  if (a === '') {
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * GET /uploads/<name>: uploaded pictures and videos, public (content shows them to visitors).
 * Names are random, so an answer never changes: cached for a year. The type is the one detected
 * at upload; `nosniff` and a CSP that allows nothing keep a file from ever running as a page.
 * Ranges are served (browsers seek in videos with them).
 */
const uploadsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/uploads/:name',
    { schema: { params: Type.Object({ name: Type.String({ maxLength: 48 }) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!STORED_NAME.test(name)) throw notFound();
      const file = await servedFile(fastify.db, name);
      if (!file) throw notFound();
      const size = Number(file.size);
      reply.headers({
        'content-type': file.type,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline',
        'cache-control': 'public, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
      });
      const header = request.headers.range;
      const range = header ? parseRange(header, size) : undefined;
      if (range === null) {
        reply.header('content-range', `bytes */${size}`);
        throw new ClientError(416, CODE.badRequest, '请求的范围无效');
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(size));
      }
      if (request.method === 'HEAD') return reply.send();
      return reply.send(fastify.fileStorage.open(fastify.db, name, size, range));
    },
  );
};

export default uploadsRoutes;
