import type { AppConfig } from '../config/env';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { countFilesWithoutHash } from '../repositories/server-file';
import { backfillFiles } from './backfill';
import { storageFor } from './storage';

export const BACKFILL_USAGE = `Usage: npm run files:backfill [-- --dry-run]
  Gives the uploads made before the media library (migration 012) what an upload gets today: the
  content hash, a picture's size and its WebP web sizes, made from the stored bytes, in the
  configured database (DATABASE_URL, else DATA_DIR). Safe to run beside the server and again.
  Files whose bytes another file has, or whose bytes are gone, are named and left as they are.
  --dry-run  only count the files without a hash; nothing changes`;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export type BackfillIo = { out(line: string): void; now?: () => number };

/** `npm run files:backfill [-- --dry-run]`: returns the exit code (1 when a file was left as it is). */
export async function backfillCommand(
  args: readonly string[],
  config: AppConfig,
  io: BackfillIo,
): Promise<number> {
  const dryRun = args.length === 1 && args[0] === '--dry-run';
  if (args.length > 0 && !dryRun) {
    io.out(BACKFILL_USAGE);
    return args.some((arg) => arg === '--help' || arg === '-h') ? 0 : 2;
  }
  const { db, kind } = connect(config);
  const where = kind === 'postgres' ? 'the PostgreSQL database (DATABASE_URL)' : `${config.dataDir} (SQLite)`;
  try {
    await migrateToLatest(db);
    if (dryRun) {
      io.out(
        `Dry run: ${plural(await countFilesWithoutHash(db), 'file')} without a content hash in ${where}; nothing changed.`,
      );
      return 0;
    }
    const report = await backfillFiles(db, storageFor(kind, config.dataDir), {
      now: io.now ?? Date.now,
      progress: (line) => io.out(`  ${line}`),
    });
    io.out(
      `Completed ${plural(report.done, 'file')} (${plural(report.webSizes, 'web size')} made) in ${where}.` +
        (report.unreadable.length ? ` ${report.unreadable.length} picture(s) could not be decoded.` : ''),
    );
    const left = [
      ...report.duplicates.map((line) => `same bytes as another file: ${line}`),
      ...report.missing.map((line) => `stored bytes missing: ${line}`),
    ];
    if (left.length > 0) {
      io.out(`Left as they are (${left.length}):`);
      for (const line of left) io.out(`  ${line}`);
      return 1;
    }
    return 0;
  } finally {
    await db.destroy();
  }
}
