import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import {
  claimFileWithoutHash,
  deleteFileVariants,
  filesWithoutHash,
  findFileByHash,
  insertFileVariants,
  servedFile,
  type FileRecord,
} from '../repositories/server-file';
import { SYSTEM_ACTOR, writeAudit } from '../staff/audit';
import type { FileStorage } from './storage';
import { makeWebSizes, namedWebSizes, UnreadablePicture, type ReadPicture } from './web-sizes';

/**
 * What uploads made before migration 012 (issue 25 item 5) lack, made from their stored bytes as
 * an upload makes it today: the content hash (so the library finds the same bytes uploaded
 * again), a picture's size and its WebP web sizes (so phones get a srcset, not the original).
 *
 * A file at a time, each in its own transaction: safe beside a running server (its caches see
 * the writes through the content generation) and safe to run again (only files without a hash
 * are read). Nothing is merged or removed: a file whose bytes another file has already is named
 * and left as it is, as are files whose bytes are gone.
 */
export type BackfillReport = {
  /** Files given their hash (and, for pictures, their size and web sizes). */
  done: number;
  /** Web sizes made, over all files. */
  webSizes: number;
  /** Pictures whose bytes cannot be decoded: given their hash only. */
  unreadable: string[];
  /** Files whose bytes another file holds already (`name` = `name of the other`). */
  duplicates: string[];
  /** Files whose stored bytes are gone or shorter than their size. */
  missing: string[];
};

/** Files read per query of those left. */
const BATCH = 20;

export async function backfillFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  options: { now: () => number; progress?: (line: string) => void },
): Promise<BackfillReport> {
  const report: BackfillReport = { done: 0, webSizes: 0, unreadable: [], duplicates: [], missing: [] };
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'backfill-'));
  try {
    let after = 0;
    for (;;) {
      const rows = await filesWithoutHash(db, after, BATCH);
      for (const row of rows) {
        const outcome = await backfillOne(db, storage, row, path.join(tmpDir, 'file'));
        const named = `#${row.id} ${row.name}（${row.original_name}）`;
        if (outcome.kind === 'done') {
          report.done += 1;
          report.webSizes += outcome.webSizes;
          if (outcome.unreadable) report.unreadable.push(named);
        } else if (outcome.kind === 'duplicate') {
          report.duplicates.push(`${named} = #${outcome.of.id} ${outcome.of.name}`);
        } else if (outcome.kind === 'missing') {
          report.missing.push(named);
        }
        options.progress?.(`${named}: ${describe(outcome)}`);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  } finally {
    await rm(tmpDir, { recursive: true, force: true });
  }
  if (report.done > 0) {
    await writeAudit(
      db,
      SYSTEM_ACTOR,
      {
        entity: 'serverFile',
        action: 'backfill',
        summary: { count: report.done, webSizes: report.webSizes, via: 'npm run files:backfill' },
      },
      new Date(options.now()),
    );
  }
  return report;
}

type Outcome =
  | { kind: 'done'; webSizes: number; unreadable: boolean }
  | { kind: 'duplicate'; of: FileRecord }
  | { kind: 'missing' }
  /** Removed, or given its hash by another run, while this one read it. */
  | { kind: 'gone' };

function describe(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'done':
      return outcome.unreadable
        ? 'hash stored; the picture cannot be decoded, so no web sizes'
        : `hash stored, ${outcome.webSizes} web size(s)`;
    case 'duplicate':
      return `the same bytes as #${outcome.of.id} ${outcome.of.name}; left as it is`;
    case 'missing':
      return 'its stored bytes are missing or incomplete; left as it is';
    case 'gone':
      return 'removed or completed meanwhile';
  }
}

async function backfillOne(
  db: Kysely<Database>,
  storage: FileStorage,
  row: FileRecord,
  tmp: string,
): Promise<Outcome> {
  const copied = await copyOut(db, storage, row, tmp);
  if (!copied) return { kind: 'missing' };
  const other = await findFileByHash(db, copied.hash);
  if (other) return { kind: 'duplicate', of: other };

  let picture: ReadPicture | null = null;
  let unreadable = false;
  if (row.type.startsWith('image/')) {
    try {
      picture = await makeWebSizes(tmp, row.type === 'image/gif');
    } catch (error) {
      if (!(error instanceof UnreadablePicture)) throw error;
      unreadable = true;
    }
  }
  const variants = namedWebSizes(row.name, picture?.sizes ?? []);
  const putAll = async (trx: Transaction<Database>) => {
    for (const variant of variants) {
      // What an interrupted run may have left under the name is no one's yet.
      await storage.remove(trx, variant.name);
      await storage.put(trx, variant.name, Readable.from([variant.data]));
    }
  };
  /** Our web sizes' bytes, unless a row now holds them (another run completed this file). */
  const removeOurs = async () => {
    for (const variant of variants)
      if (!(await servedFile(db, variant.name))) await storage.remove(db, variant.name);
  };

  try {
    const stored = await db.transaction().execute(async (trx) => {
      // Claimed first, so that the bytes below are written by one run only.
      const claimed = await claimFileWithoutHash(trx, row.id, {
        content_hash: copied.hash,
        width: picture?.width ?? null,
        height: picture?.height ?? null,
      });
      if (!claimed) return false;
      await putAll(trx);
      await deleteFileVariants(trx, row.id);
      await insertFileVariants(trx, row.id, variants);
      return true;
    });
    if (!stored) return { kind: 'gone' };
    return { kind: 'done', webSizes: variants.length, unreadable };
  } catch (error) {
    if (!storage.transactional) await removeOurs();
    // The same bytes uploaded while this file was read: that upload has the hash now.
    if (isUniqueViolation(error)) {
      const winner = await findFileByHash(db, copied.hash);
      if (winner) return { kind: 'duplicate', of: winner };
    }
    throw error;
  }
}

/**
 * The file's stored bytes into `tmp`, with their SHA-256 (hex, as an upload's); null when the
 * bytes are gone or are not `row.size` long.
 */
async function copyOut(
  db: Kysely<Database>,
  storage: FileStorage,
  row: FileRecord,
  tmp: string,
): Promise<{ hash: string } | null> {
  const hash = createHash('sha256');
  let length = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      length += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(storage.open(db, row.name, Number(row.size)), count, createWriteStream(tmp));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
  return length === Number(row.size) ? { hash: hash.digest('hex') } : null;
}
