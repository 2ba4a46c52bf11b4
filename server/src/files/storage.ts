import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { deleteFileChunks, findFileChunk, insertFileChunk } from '../repositories/server-file';

type Executor = Kysely<Database> | Transaction<Database>;

/** Bytes `start` to `end`, both included (an HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files' bytes live; their metadata (name, type, size, who) is the `server_file`
 * table on every store. Names are the random stored names (`[0-9a-f]{32}.ext`), checked by the
 * caller.
 */
export interface FileStorage {
  readonly kind: 'folder' | 'database';
  /**
   * Whether `put` writes through the executor it is given, so that the caller's transaction
   * holds the bytes with the metadata (database); otherwise the caller removes the file when its
   * transaction fails (folder).
   */
  readonly transactional: boolean;
  put(db: Executor, name: string, body: Readable): Promise<void>;
  /** The bytes (all, or a range of a file of `size` bytes). */
  open(db: Executor, name: string, size: number, range?: ByteRange): Readable;
  remove(db: Executor, name: string): Promise<void>;
}

/** A folder (DATA_DIR/uploads): the embedded store's one process serves every file. */
export function folderStorage(dir: string): FileStorage {
  return {
    kind: 'folder',
    transactional: false,
    async put(_db, name, body) {
      await mkdir(dir, { recursive: true });
      const partial = path.join(dir, `.${name}.part`);
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path.join(dir, name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    open(_db, name, _size, range) {
      return createReadStream(path.join(dir, name), range ? { start: range.start, end: range.end } : {});
    },
    async remove(_db, name) {
      await rm(path.join(dir, name), { force: true });
    },
  };
}

/**
 * The storage of a store: the database with PostgreSQL, where several server processes each
 * serve every file; the folder DATA_DIR/uploads with the embedded store (one process).
 */
export function storageFor(kind: 'sqlite' | 'postgres', dataDir: string): FileStorage {
  return kind === 'postgres' ? databaseStorage() : folderStorage(path.join(dataDir, 'uploads'));
}

/** Bytes per row of server_file_chunk: a video streams out a chunk at a time, never one huge value. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * The database (PostgreSQL with DATABASE_URL): every server process on it serves every file,
 * and a file is stored in the same transaction as its metadata, so nothing is half-written.
 */
export function databaseStorage(): FileStorage {
  return {
    kind: 'database',
    transactional: true,
    async put(db, name, body) {
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (data: Buffer) => {
        await insertFileChunk(db, name, seq, data);
        seq += 1;
      };
      for await (const chunk of body as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        while (pendingBytes >= CHUNK_BYTES) {
          const all = Buffer.concat(pending);
          await flush(all.subarray(0, CHUNK_BYTES));
          pending = [all.subarray(CHUNK_BYTES)];
          pendingBytes = all.length - CHUNK_BYTES;
        }
      }
      if (pendingBytes > 0 || seq === 0) await flush(Buffer.concat(pending));
    },
    open(db, name, size, range) {
      const start = range?.start ?? 0;
      const end = range?.end ?? size - 1;
      async function* chunks() {
        for (let seq = Math.floor(start / CHUNK_BYTES); seq * CHUNK_BYTES <= end; seq += 1) {
          const row = await findFileChunk(db, name, seq);
          if (!row) return;
          const offset = seq * CHUNK_BYTES;
          const data = Buffer.from(row.data);
          yield data.subarray(Math.max(0, start - offset), Math.min(data.length, end - offset + 1));
        }
      }
      return Readable.from(chunks());
    },
    async remove(db, name) {
      await deleteFileChunks(db, name);
    },
  };
}

// ——— What a file is, from its bytes ———

export type Detected = { ext: 'jpg' | 'png' | 'gif' | 'mp4'; type: string; kind: 'image' | 'video' };

/** The MP4 brands (ISO base media) a browser plays. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'MSNV',
  'dash',
]);

/** Bytes needed to decide. */
export const SNIFF_BYTES = 12;

/** The type of a file from its first bytes (magic numbers), or null: never from its name. */
export function detectType(head: Buffer): Detected | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { ext: 'jpg', type: 'image/jpeg', kind: 'image' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', type: 'image/png', kind: 'image' };
  const six = head.subarray(0, 6).toString('latin1');
  if (six === 'GIF87a' || six === 'GIF89a') return { ext: 'gif', type: 'image/gif', kind: 'image' };
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    if (MP4_BRANDS.has(head.subarray(8, 12).toString('latin1')))
      return { ext: 'mp4', type: 'video/mp4', kind: 'video' };
  }
  return null;
}

/**
 * Characters that show nothing or change how the text around them is shown: controls, format
 * characters (the bidi overrides and isolates U+202A–U+202E and U+2066–U+2069, so that
 * `photo<U+202E>gpj.exe` reads as `photoexe.jpg`; zero-width spaces and joiners; the BOM; soft hyphens)
 * and line or paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** `text` without INVISIBLE characters: for names and labels staff read beside a file. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');

/** The name a file was uploaded with, for display: no path, no invisible characters or markup, bounded. */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...withoutInvisible(base).replace(/[<>"]/g, '').trim()].slice(0, 100).join('');
  return clean || '未命名文件';
}

/** A stored name: 128 random bits as hex, and the detected type's extension (or a web size: `-<width>.webp`). */
export const STORED_NAME = /^[0-9a-f]{32}(\.(jpg|png|gif|mp4)|-[0-9]{3,4}\.webp)$/;
