/**
 * The web sizes of uploaded pictures (issue 25 item 5), without schemas: the public site imports
 * this, so it stays free of typebox.
 */

/** The widths of the WebP copies made of each uploaded picture (only those narrower than it). */
export const WEB_WIDTHS = [480, 960, 1600] as const;

/** What the site gets with a picture that is an upload: its alternative text and the srcset of its web sizes. */
export type MediaInfo = { alt: string; srcset?: string };

/** Where the WebP copy `width` pixels wide of the picture at `url` (`/uploads/<name>.<ext>`) is served. */
export const webSizeUrl = (url: string, width: number): string =>
  url.replace(/\.[a-z0-9]+$/, `-${width}.webp`);

/** A `srcset` of the web sizes and the original (at its width), or undefined when there are none. */
export function srcSetOf(url: string, width: number | null, widths: readonly number[]): string | undefined {
  if (widths.length === 0) return undefined;
  const sizes = widths.map((each) => `${webSizeUrl(url, each)} ${each}w`);
  if (width) sizes.push(`${url} ${width}w`);
  return sizes.join(', ');
}
