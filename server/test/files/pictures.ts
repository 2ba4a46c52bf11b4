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
