import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { WEB_WIDTHS, webSizeUrl } from '@contract/media-sizes';
import { decodeGate } from './decode-gate';

// One libvips thread per picture, and no cache of decoded pictures: the server's CPU and memory
// are shared with the public pages.
sharp.cache(false);
sharp.concurrency(1);

/**
 * What the site takes of an uploaded picture, read from its header before a pixel is decoded:
 * - at most 50 million pixels, every frame of an animation counted (a 48 MP phone photo passes;
 *   a 16000 × 16000 PNG of 730 KB, or a GIF of 1,000 frames, does not);
 * - no edge over 16,000 px, and the long edge at most 20 times the short (a 长图 of 1080 × 20000
 *   passes, a 50000 × 1 strip does not);
 * - a JPEG or PNG wider than 2,560 px is kept scaled down to 2,560 px wide (EXIF orientation
 *   applied, the rest of its metadata, GPS included, dropped): the site's widest picture is a
 *   full-width banner, and the original is the largest entry of its srcset. WordPress scales by
 *   the long edge; here by the width, since long pictures are read by scrolling. GIFs are kept
 *   as uploaded (their frames bound them).
 */
export const PICTURE_RULE = {
  maxPixels: 50_000_000,
  maxEdge: 16_000,
  maxAspect: 20,
  keptWidth: 2560,
} as const;

/**
 * Pictures decoded at once, by every upload and the backfill of this process: one per core but
 * one (a core is left to the pages), eight waiting (on disk, as temporary files); more are
 * refused (DecodeBusy).
 */
export const DECODES = { slots: Math.max(1, availableParallelism() - 1), queue: 8 } as const;
const decodes = decodeGate(DECODES.slots, DECODES.queue);
/** The decodes running and waiting now (for tests that need a picture to wait its turn). */
export const decodeLoad = () => decodes.load;

/** A WebP copy of a picture, `width` pixels wide. */
export type WebSize = { width: number; data: Buffer };

export type ReadPicture = {
  width: number;
  height: number;
  sizes: WebSize[];
  /** The original scaled down to PICTURE_RULE.keptWidth, to store instead of the upload's bytes. */
  scaled?: Buffer;
};

/** A web size with the name it is stored under beside its picture `<stem>.<ext>`: `<stem>-<width>.webp`. */
export type NamedWebSize = WebSize & { name: string };

export const namedWebSizes = (storedName: string, sizes: readonly WebSize[]): NamedWebSize[] =>
  sizes.map((size) => ({ ...size, name: webSizeUrl(storedName, size.width) }));

/** The bytes claim a picture type but cannot be decoded (truncated, corrupt, or something else). */
export class UnreadablePicture extends Error {}

/** A readable picture beyond PICTURE_RULE: `message` says why, in Chinese, for the uploader. */
export class PictureOutOfBounds extends UnreadablePicture {
  constructor(
    message: string,
    /** 413: too many pixels; 400: too thin. */
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

export { GateFull as DecodeBusy, GateAbandoned as DecodeAbandoned } from './decode-gate';

const tenThousands = (pixels: number) => `${Math.round(pixels / 10_000)} 万像素`;

/** Refuses, from the header's numbers, what PICTURE_RULE does not take. */
export function checkPictureBounds(width: number, height: number, frames: number): void {
  const { maxPixels, maxEdge, maxAspect } = PICTURE_RULE;
  const size = `${width} × ${height} 像素`;
  if (width > maxEdge || height > maxEdge)
    throw new PictureOutOfBounds(
      `图片尺寸过大（${size}），宽和高都不能超过 ${maxEdge} 像素，请缩小后再上传`,
      413,
    );
  if (width * height > maxPixels)
    throw new PictureOutOfBounds(
      `图片像素过多（${size}，约 ${tenThousands(width * height)}），不能超过 ${tenThousands(maxPixels)}，请缩小后再上传`,
      413,
    );
  if (frames > 1 && width * height * frames > maxPixels)
    throw new PictureOutOfBounds(
      `动图过大（${frames} 帧，每帧 ${size}，合计约 ${tenThousands(width * height * frames)}），合计不能超过 ${tenThousands(maxPixels)}，请减少帧数或缩小尺寸后再上传`,
      413,
    );
  if (Math.max(width, height) > maxAspect * Math.min(width, height))
    throw new PictureOutOfBounds(
      `图片过于细长（${size}），长边不能超过短边的 ${maxAspect} 倍，请裁剪后再上传`,
      400,
    );
}

/**
 * Reads an uploaded picture and makes its WebP web sizes: each of WEB_WIDTHS narrower than the
 * picture, turned as its EXIF orientation says, animated GIFs kept animated.
 *
 * The header is read first and the picture refused (PictureOutOfBounds) beyond PICTURE_RULE;
 * then it is decoded whole, with the pixel limit, at most as many at once as the gate allows
 * (DecodeBusy when full, DecodeAbandoned when `signal` aborts while waiting). A corrupt or
 * truncated file is refused (UnreadablePicture), not half converted: JPEG is decoded strictly
 * (libjpeg's warnings too), since libjpeg otherwise fills what it cannot read with grey.
 * `scale`: a JPEG or PNG wider than PICTURE_RULE.keptWidth is also returned scaled down.
 */
export async function makeWebSizes(
  file: string,
  animated: boolean,
  options: { scale?: boolean; signal?: AbortSignal } = {},
): Promise<ReadPicture> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { animated }).metadata();
  } catch (error) {
    throw new UnreadablePicture((error as Error).message);
  }
  const frames = animated ? (meta.pages ?? 1) : 1;
  const width = meta.autoOrient.width;
  const height = meta.pageHeight ?? meta.autoOrient.height;
  if (!width || !height) throw new UnreadablePicture('no size');
  checkPictureBounds(width, height, frames);

  const format = meta.format;
  const open = () =>
    sharp(file, {
      animated,
      failOn: format === 'jpeg' ? 'warning' : 'error',
      limitInputPixels: PICTURE_RULE.maxPixels,
      sequentialRead: true,
    });
  const keptWidth = PICTURE_RULE.keptWidth;
  const scale = !!options.scale && width > keptWidth && (format === 'jpeg' || format === 'png');
  const targets = WEB_WIDTHS.filter((w) => w < width);
  return decodes.run(async () => {
    if (frames > 1) {
      // An animation: decoded whole once to check it, then once per web size (kept animated).
      try {
        // Every pixel decoded (into a tiny copy) finds what the header does not: a truncated or damaged body.
        await open().resize({ width: 16 }).raw().toBuffer();
      } catch (error) {
        throw new UnreadablePicture((error as Error).message);
      }
      const sizes: WebSize[] = [];
      for (const target of targets) {
        const data = await open().rotate().resize({ width: target }).webp({ quality: 80 }).toBuffer();
        sizes.push({ width: target, data });
      }
      return { width, height, sizes };
    }
    // A still picture is decoded once, whole (which finds a truncated or damaged body), into the
    // largest size needed (the kept width, else the largest web size), turned upright; the web
    // sizes and the kept original are made from those pixels.
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      pixels = await open()
        .rotate()
        .resize({
          width: scale ? keptWidth : Math.min(width, Math.max(...WEB_WIDTHS)),
          withoutEnlargement: true,
        })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new UnreadablePicture((error as Error).message);
    }
    const { data, info } = pixels;
    const from = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const sizes: WebSize[] = [];
    for (const target of targets) {
      const size = await from().resize({ width: target }).webp({ quality: 80 }).toBuffer();
      sizes.push({ width: target, data: size });
    }
    if (!scale) return { width, height, sizes };
    const kept = from();
    const scaled = await (format === 'jpeg' ? kept.jpeg({ quality: 85 }) : kept.png()).toBuffer();
    return { width: info.width, height: info.height, sizes, scaled };
  }, options.signal);
}
