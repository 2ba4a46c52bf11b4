import type { Kysely, Transaction } from 'kysely';
import { srcSetOf, type MediaInfo } from '@contract/media-sizes';
import type { Database } from '../db/database';
import { mediaByName } from '../repositories/server-file';

type Executor = Kysely<Database> | Transaction<Database>;

const UPLOAD = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif))$/;

/**
 * What the site needs of the pictures at these addresses (alt text, size, web sizes), for the
 * public answers that show them: a lookup by address, undefined for what is no upload.
 */
export async function mediaFor(
  db: Executor,
  urls: readonly (string | null | undefined)[],
): Promise<(url: string | null | undefined) => MediaInfo | undefined> {
  const nameOf = (url: string | null | undefined) => (url ? UPLOAD.exec(url)?.[1] : undefined);
  const names = [...new Set(urls.map(nameOf).filter((name): name is string => name !== undefined))];
  const found = await mediaByName(db, names);
  return (url) => {
    const name = nameOf(url);
    const file = name ? found.get(name) : undefined;
    if (!url || !file) return undefined;
    const srcset = srcSetOf(url, file.width, file.widths);
    return srcset ? { alt: file.alt, srcset } : { alt: file.alt };
  };
}
