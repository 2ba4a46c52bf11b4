import sharp from 'sharp';
import { WEB_WIDTHS, webSizeUrl } from '@contract/media-sizes';

// One picture at a time per call, and no cache of decoded pictures: the server's CPU and memory
// are shared with the public pages.
sharp.cache(false);
sharp.concurrency(1);

/** A WebP copy of a picture, `width` pixels wide. */
export type WebSize = { width: number; data: Buffer };

export type ReadPicture = { width: number; height: number; sizes: WebSize[] };

/** A web size with the name it is stored under beside its picture `<stem>.<ext>`: `<stem>-<width>.webp`. */
export type NamedWebSize = WebSize & { name: string };

export const namedWebSizes = (storedName: string, sizes: readonly WebSize[]): NamedWebSize[] =>
  sizes.map((size) => ({ ...size, name: webSizeUrl(storedName, size.width) }));

/** The bytes claim a picture type but cannot be decoded (truncated, corrupt, or something else). */
export class UnreadablePicture extends Error {}

/**
 * Reads an uploaded picture (the whole of it: a corrupt or truncated file is refused, not half
 * converted) and makes its WebP web sizes: each of WEB_WIDTHS narrower than the picture, turned
 * as its EXIF orientation says, animated GIFs kept animated.
 */
export async function makeWebSizes(file: string, animated: boolean): Promise<ReadPicture> {
  const open = () => sharp(file, { failOn: 'error', animated });
  let width: number;
  let height: number;
  try {
    const meta = await open().metadata();
    width = meta.autoOrient.width;
    height = meta.pageHeight ?? meta.autoOrient.height;
    // Decoding every pixel (into a tiny copy) finds what the header does not: a truncated or damaged body.
    await open().resize({ width: 16 }).raw().toBuffer();
  } catch (error) {
    throw new UnreadablePicture((error as Error).message);
  }
  if (!width || !height) throw new UnreadablePicture('no size');
  const sizes: WebSize[] = [];
  for (const target of WEB_WIDTHS.filter((w) => w < width)) {
    const data = await open().rotate().resize({ width: target }).webp({ quality: 80 }).toBuffer();
    sizes.push({ width: target, data });
  }
  return { width, height, sizes };
}
