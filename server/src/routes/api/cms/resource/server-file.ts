import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Socket } from 'node:net';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Selectable } from 'kysely';
import { CODE } from '@contract/codes';
import { PLATFORMS } from '@contract/platform';
import {
  ServerFile,
  ServerFileAltBody,
  ServerFileIdQuery,
  ServerFileListQuery,
  ServerFilePage,
  UPLOAD_LIMITS,
} from '@contract/server-file';
import type { ServerFileTable } from '../../../../db/database';
import { isUniqueViolation } from '../../../../db/unique-violation';
import {
  detectType,
  displayName,
  SNIFF_BYTES,
  withoutInvisible,
  type Detected,
} from '../../../../files/storage';
import {
  deleteFileRecord,
  deleteFileVariants,
  findFileByHash,
  findFileRecord,
  insertFileRecord,
  insertFileVariants,
  listFileRecords,
  updateFileAlt,
  uploaderNames,
  variantsOf,
} from '../../../../repositories/server-file';
import {
  DecodeAbandoned,
  DecodeBusy,
  makeWebSizes,
  namedWebSizes,
  PictureOutOfBounds,
  UnreadablePicture,
  type ReadPicture,
} from '../../../../files/web-sizes';
import { fileUsers } from '../../../../files/file-users';
import { ClientError } from '../../../../lib/client-error';
import { nameList } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { sitesOf, staffOf } from '../../../../plugins/app/staff-auth';

/**
 * The media library is one for all sites (a file is used wherever its address is put): whoever
 * writes any site's content, menus, banners or settings uploads and picks pictures.
 */
const MEDIA_USERS = ['content', 'structure', 'settings'] as const;
const CONTENT = { access: { can: MEDIA_USERS } } as const;

/**
 * Whether the caller may change a file's alt text or delete it: the files are shared by every
 * site, so a role of some sites changes only what it uploaded; one of every site, any file.
 */
const keepsFile = (request: FastifyRequest, row: { uploaded_by: number | null }) =>
  sitesOf(request, MEDIA_USERS).length === PLATFORMS.length || row.uploaded_by === staffOf(request).id;

const refuseOthersFile = () =>
  new ClientError(
    403,
    CODE.forbidden,
    '只能修改或删除自己上传的文件：此文件由他人上传，请联系集团内容管理员',
  );

/** The multipart envelope around the file: boundaries and part headers. */
const ENVELOPE_BYTES = 64 * 1024;

export const UNSUPPORTED = '文件类型不支持，仅支持 jpg、png、gif、mp4';
const tooLarge = (kind?: 'image' | 'video') =>
  new ClientError(
    413,
    CODE.payloadTooLarge,
    kind === 'image'
      ? '图片不能超过 10 MB'
      : kind === 'video'
        ? '视频不能超过 200 MB'
        : '文件不能超过 200 MB',
  );

export const fileUrl = (name: string) => `/uploads/${name}`;

export const UNREADABLE_PICTURE = '图片文件已损坏或无法读取，请用看图软件打开确认后重新导出再上传';
export const DECODES_BUSY = '服务器繁忙，正在处理其他图片，请稍后再上传';
/** The uploader went away (closed the page, or the connection was cut) before the file was stored. */
const abandoned = () => new ClientError(400, CODE.badRequest, '上传已中断，文件未保存');

export const toServerFile = (row: Selectable<ServerFileTable>, widths: number[] = []): ServerFile => ({
  id: row.id,
  name: row.name,
  url: fileUrl(row.name),
  originalName: row.original_name,
  type: row.type,
  kind: row.type.startsWith('video/') ? 'video' : 'image',
  size: Number(row.size),
  uploadedBy: row.uploaded_by,
  createdAt: row.created_at,
  alt: row.alt,
  width: row.width,
  height: row.height,
  widths,
});

/** How long an upload's connection may stay silent while its picture waits for its turn and is read. */
const DECODE_SILENCE_MS = 60_000;

/** Lets the connection of `request` stay silent for DECODE_SILENCE_MS; the function returned ends that. */
function holdConnection(request: FastifyRequest): () => void {
  const socket = request.raw.socket as Socket | undefined;
  if (!socket?.setTimeout) return () => undefined;
  socket.setTimeout(DECODE_SILENCE_MS);
  return () => socket.setTimeout(request.server.initialConfig.connectionTimeout ?? 0);
}

/**
 * Reads the upload into a temporary file while checking it: the type from the first bytes (never
 * the name or the declared type), the size of that type as it arrives. A refusal leaves nothing.
 */
function checkedCopy(onType: (detected: Detected) => void) {
  let head = Buffer.alloc(0);
  let detected: Detected | null = null;
  let size = 0;
  const hash = createHash('sha256');
  const check = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      if (!detected) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          detected = detectType(head);
          if (!detected) return callback(new ClientError(400, CODE.badRequest, UNSUPPORTED));
          onType(detected);
        }
      }
      if (detected && size > UPLOAD_LIMITS[detected.kind]) return callback(tooLarge(detected.kind));
      callback(null, chunk);
    },
    flush(callback) {
      if (!detected) {
        detected = detectType(head);
        if (!detected) return callback(new ClientError(400, CODE.badRequest, UNSUPPORTED));
        onType(detected);
      }
      callback();
    },
  });
  return { check, size: () => size, hash: () => hash.digest('hex') };
}

/**
 * /api/cms/resource/serverFile: upload (multipart, one file), list, remove (DELETE on the base
 * path); content staff only. Files are served at /uploads/<name> (routes/uploads.ts).
 */
const serverFileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, fileStorage: storage } = fastify;

  /** Pictures being read, by content hash: the same bytes uploaded several times at once are decoded once. */
  const reading = new Map<string, Promise<ReadPicture>>();
  const readOnce = (
    hash: string,
    read: () => Promise<ReadPicture>,
    signal: AbortSignal,
  ): Promise<ReadPicture> => {
    const current = reading.get(hash);
    if (current) {
      // The upload that started the read went away while it waited: this one reads for itself.
      return current.catch((error: unknown) => {
        if (error instanceof DecodeAbandoned && !signal.aborted) return readOnce(hash, read, signal);
        throw error;
      });
    }
    const started = read().finally(() => reading.delete(hash));
    reading.set(hash, started);
    return started;
  };

  const withWidths = async (row: Selectable<ServerFileTable>): Promise<ServerFile> =>
    toServerFile(
      row,
      ((await variantsOf(db, [row.id])).get(row.id) ?? []).map((variant) => variant.width),
    );

  // Only this context parses multipart bodies. busboy stops at the largest allowed file.
  await fastify.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.video,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      parts: 3,
      headerPairs: 20,
    },
  });

  fastify.post(
    '/upload',
    {
      schema: { response: responses(ServerFile), consumes: ['multipart/form-data'] },
      config: CONTENT,
      // A body declared larger than any allowed file is refused before a byte of it is read.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > UPLOAD_LIMITS.video + ENVELOPE_BYTES) throw tooLarge();
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      // Aborted when the connection closes before the answer is sent: a queued or slow picture is
      // then dropped, and nothing is stored for an upload whose answer no one reads.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      if (!request.isMultipart()) {
        throw new ClientError(400, CODE.badRequest, '请以 multipart/form-data 格式上传文件');
      }
      const part = await request.file();
      if (!part) throw new ClientError(400, CODE.badRequest, '请选择要上传的文件');

      const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'upload-'));
      const tmp = path.join(tmpDir, 'file');
      let detected: Detected | null = null;
      try {
        const { check, size, hash } = checkedCopy((found) => (detected = found));
        await pipeline(part.file, check, createWriteStream(tmp));
        if (part.file.truncated) throw tooLarge(detected!.kind);
        if (size() === 0 || !detected) throw new ClientError(400, CODE.badRequest, UNSUPPORTED);
        const found = detected as Detected;
        const contentHash = hash();
        // The same bytes again, under any name, by anyone: the file the library already has.
        const earlier = await findFileByHash(db, contentHash);
        if (earlier) return ok(await withWidths(earlier));

        // A picture is read whole and its web sizes made before anything is stored.
        let picture: ReadPicture | null = null;
        if (found.kind === 'image') {
          // The whole body has arrived; the answer waits for the decode (and the decodes before
          // it): the connection is not closed as silent meanwhile.
          const release = holdConnection(request);
          try {
            picture = await readOnce(
              contentHash,
              () => makeWebSizes(tmp, found.ext === 'gif', { scale: true, signal: gone.signal }),
              gone.signal,
            );
          } catch (error) {
            if (error instanceof PictureOutOfBounds)
              throw new ClientError(
                error.status,
                error.status === 413 ? CODE.payloadTooLarge : CODE.badRequest,
                error.message,
              );
            if (error instanceof UnreadablePicture)
              throw new ClientError(400, CODE.badRequest, UNREADABLE_PICTURE);
            if (error instanceof DecodeBusy) {
              reply.header('retry-after', '10');
              throw new ClientError(429, CODE.tooManyRequests, DECODES_BUSY);
            }
            if (error instanceof DecodeAbandoned) throw abandoned();
            throw error;
          } finally {
            release();
          }
        }
        if (gone.signal.aborted) throw abandoned();
        const stem = randomBytes(16).toString('hex');
        const stored = `${stem}.${found.ext}`;
        const variants = namedWebSizes(stored, picture?.sizes ?? []);
        const names = [stored, ...variants.map((variant) => variant.name)];
        const row = {
          name: stored,
          original_name: displayName(part.filename),
          type: found.type,
          size: picture?.scaled?.length ?? size(),
          uploaded_by: staff.id,
          created_at: new Date(fastify.clock.now()).toISOString(),
          content_hash: contentHash,
          width: picture?.width ?? null,
          height: picture?.height ?? null,
        };
        const putAll = async (executor: typeof db) => {
          const scaled = picture?.scaled;
          await storage.put(executor, stored, scaled ? Readable.from([scaled]) : createReadStream(tmp));
          for (const variant of variants)
            await storage.put(executor, variant.name, Readable.from([variant.data]));
        };
        try {
          if (!storage.transactional) await putAll(db);
          const saved = await db.transaction().execute(async (trx) => {
            if (storage.transactional) await putAll(trx);
            const inserted = await insertFileRecord(trx, row);
            await insertFileVariants(trx, inserted.id, variants);
            await audit.record(trx, request, {
              entity: 'serverFile',
              entityId: inserted.id,
              action: 'upload',
              summary: {
                name: stored,
                originalName: row.original_name,
                type: row.type,
                size: row.size,
                widths: variants.map((variant) => variant.width),
              },
            });
            return inserted;
          });
          return ok(
            toServerFile(
              saved,
              variants.map((variant) => variant.width),
            ),
          );
        } catch (error) {
          if (!storage.transactional) for (const name of names) await storage.remove(db, name);
          // The same bytes uploaded at the same moment: the other upload's row won the unique index.
          if (isUniqueViolation(error)) {
            const winner = await findFileByHash(db, contentHash);
            if (winner) return ok(await withWidths(winner));
          }
          throw error;
        }
      } catch (error) {
        // @fastify/multipart's own limit error (busboy's fileSize) is a 413 too.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      } finally {
        await rm(tmpDir, { recursive: true, force: true });
      }
    },
  );

  fastify.get(
    '/list',
    { schema: { querystring: ServerFileListQuery, response: responses(ServerFilePage) }, config: CONTENT },
    async (request) => {
      const { pageNum, pageSize, kind, keyword, from, to } = request.query;
      const { total, pageList } = await listFileRecords(
        db,
        { kind, keyword: keyword?.trim(), from, to },
        { pageNum, pageSize },
      );
      const variants = await variantsOf(
        db,
        pageList.map((row) => row.id),
      );
      const uploaders = await uploaderNames(
        db,
        pageList.flatMap((row) => row.uploaded_by ?? []),
      );
      const files = await Promise.all(
        pageList.map(async (row) => ({
          ...toServerFile(
            row,
            (variants.get(row.id) ?? []).map((variant) => variant.width),
          ),
          usedBy: await fileUsers(db, fileUrl(row.name)),
          uploaderName: row.uploaded_by === null ? null : (uploaders.get(row.uploaded_by) ?? null),
          canChange: keepsFile(request, row),
        })),
      );
      return ok({ total, pageList: files });
    },
  );

  fastify.delete(
    '/',
    { schema: { querystring: ServerFileIdQuery, response: responses(Type.Null()) }, config: CONTENT },
    async (request) => {
      const { id } = request.query;
      const removed = await db.transaction().execute(async (trx) => {
        const row = await findFileRecord(trx, id);
        if (!row) throw new ClientError(404, CODE.notFound, '文件不存在');
        if (!keepsFile(request, row)) throw refuseOthersFile();
        // Served for a year as immutable: a file still shown somewhere would stay in caches, broken
        // for everyone else. Staff replace it where it is used first.
        const users = await fileUsers(trx, fileUrl(row.name));
        if (users.length > 0) {
          throw new ClientError(
            400,
            CODE.badRequest,
            `该文件正在使用，无法删除：${nameList(users)}。请先在这些地方替换或移除它`,
          );
        }
        const variants = (await variantsOf(trx, [id])).get(id) ?? [];
        await deleteFileVariants(trx, id);
        await deleteFileRecord(trx, id);
        if (storage.transactional) {
          for (const name of [row.name, ...variants.map((variant) => variant.name)])
            await storage.remove(trx, name);
        }
        await audit.record(trx, request, {
          entity: 'serverFile',
          entityId: id,
          action: 'delete',
          summary: { name: row.name, originalName: row.original_name },
        });
        return [row.name, ...variants.map((variant) => variant.name)];
      });
      // The folder's files go once the metadata is gone (a crash in between leaves an unserved file).
      if (!storage.transactional) for (const name of removed) await storage.remove(db, name);
      return ok(null);
    },
  );

  fastify.put(
    '/updateAlt',
    { schema: { body: ServerFileAltBody, response: responses(Type.Null()) }, config: CONTENT },
    async (request) => {
      const { id } = request.body;
      const alt = withoutInvisible(request.body.alt).trim();
      // The site shows it with the picture: the public answers and pages are dropped after the write.
      await fastify.publicContent.write(async (trx) => {
        const row = await findFileRecord(trx, id);
        if (!row) throw new ClientError(404, CODE.notFound, '文件不存在');
        if (!keepsFile(request, row)) throw refuseOthersFile();
        if (row.alt === alt) return;
        await updateFileAlt(trx, id, alt);
        await audit.record(trx, request, {
          entity: 'serverFile',
          entityId: id,
          action: 'updateAlt',
          summary: { originalName: row.original_name, alt: { from: row.alt, to: alt } },
        });
      });
      return ok(null);
    },
  );
};

export default serverFileRoutes;
