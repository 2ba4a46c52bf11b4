import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Real pictures for upload tests, made with sharp: `seed` changes the colour, so two seeds are two
 * different files (different bytes, different hash) and the same seed is the same bytes.
 */
export function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' = 'png',
  seed = 0,
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91 + 40) % 256, b: (seed * 53 + 80) % 256 },
    },
  });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.gif()).toBuffer();
}

/** `length` bytes that look random but are the same on every run (SHA-256 in counter mode). */
export function noise(length: number, seed = 'noise'): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; blocks.length * 32 < length; i += 1)
    blocks.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(blocks).subarray(0, length);
}

/**
 * A JPEG whose headers are whole (size, tables, start of scan) and whose picture data is random
 * bytes: libjpeg's lenient decode turns it into a grey picture of the header's size.
 */
export async function jpegOfNoise(width: number, height: number): Promise<Buffer> {
  const jpeg = await picture(width, height, 'jpeg', 21);
  let sos = 2;
  while (!(jpeg[sos] === 0xff && jpeg[sos + 1] === 0xda)) sos += 2 + jpeg.readUInt16BE(sos + 2);
  const headers = jpeg.subarray(0, sos + 2 + jpeg.readUInt16BE(sos + 2));
  return Buffer.concat([headers, noise(60_000, 'jpeg'), Buffer.from([0xff, 0xd9])]);
}

/** A PNG of noise cut inside its image data (IDAT), as an interrupted copy leaves it. */
export async function cutPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length * 0.6));
}

/**
 * An animated GIF of `frames` frames on a `width` × `height` screen, each frame one pixel (a few
 * bytes): small on the wire, but a decoder draws every frame whole, `frames` × width × height pixels.
 */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  const parts = [
    Buffer.from('GIF89a'),
    u16(width),
    u16(height),
    Buffer.from([0xf0, 0, 0]), // a global colour table of 2 colours
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]), // loop for ever
  ];
  // The one pixel: LZW with 2-bit codes, clear (4), colour 1, end (5) at 3 bits each.
  const lzw = 4 | (1 << 3) | (5 << 6);
  for (let i = 0; i < frames; i += 1) {
    parts.push(
      Buffer.from([0x21, 0xf9, 4, 0x04, 2, 0, 0, 0]), // 20 ms, keep the frame
      Buffer.from([0x2c]),
      u16(i % width),
      u16(Math.floor(i / width) % height),
      u16(1),
      u16(1),
      Buffer.from([0]),
      Buffer.from([2, 2, lzw & 0xff, lzw >> 8, 0]),
    );
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
