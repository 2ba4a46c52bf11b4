import styled from 'styled-components';
import { aspectRatio, type Ratio } from './ratio';
import { mediaSource } from '@contract/url-policy';
import type { MediaInfo } from '@contract/media-sizes';
import { theme } from '@/theme/theme';

const { breakpoints, layout } = theme;

/**
 * How wide the templates draw their pictures (`sizes`), so that the browser picks the smallest
 * web size that fills them: a card of a grid (the whole width on a phone, at most a third of the
 * page's column from a tablet up), and a picture beside its text (at most half the column).
 */
export const CARD_SIZES = `(min-width: ${breakpoints[1]}px) ${Math.ceil(layout.maxWidth / 3)}px, 100vw`;
export const HALF_SIZES = `(min-width: ${breakpoints[1]}px) ${Math.ceil(layout.maxWidth / 2)}px, 100vw`;

// A span drawn as a block: pictures sit inside buttons (the lightbox's), where a div is invalid.
const Frame = styled.span<{ $ratio: Ratio }>`
  display: block;
  position: relative;
  ${({ $ratio }) => aspectRatio($ratio)}
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.4s ease;
  }
`;

/**
 * What the image says to assistive technology: its alternative text, or nothing at all
 * (`decorative`) when the item's title stands right beside it, so a link or a card does not
 * read the title twice.
 */
type Alternative = { alt: string; decorative?: never } | { decorative: true; alt?: never };

type ContentImageProps = Alternative & {
  src: string | null;
  /**
   * Width / height, e.g. '16 / 9', or one per screen size: the frame keeps it before the image
   * arrives (no shift).
   */
  ratio?: Ratio;
  /** The first content image of a page: load it first (LCP). */
  priority?: boolean;
  className?: string;
  /** The media library's alt text and web sizes of the picture (when it is an upload). */
  media?: MediaInfo | undefined;
  /** How wide the picture is drawn (the `sizes` attribute), for choosing a web size: give it with `media`. */
  sizes?: string;
};

/** A content image in a frame of a fixed aspect ratio. */
export function ContentImage({
  src,
  alt,
  decorative,
  ratio = '16 / 9',
  priority = false,
  className,
  media,
  sizes,
}: ContentImageProps) {
  // The source is content: loaded only when the content url policy allows it.
  const source = mediaSource(src);
  return (
    <Frame $ratio={ratio} className={className}>
      {source && (
        <img
          src={source}
          srcSet={media?.srcset}
          sizes={media?.srcset && sizes}
          // A picture beside its title says what the media library says it shows, if anything.
          alt={decorative ? (media?.alt ?? '') : alt}
          loading={priority ? 'eager' : 'lazy'}
          // A first-screen picture is decoded with its paint: it shows in the first frame it can.
          decoding={priority ? 'sync' : 'async'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </Frame>
  );
}

type ItemImageProps = Pick<ContentImageProps, 'ratio' | 'priority' | 'sizes' | 'className'> & {
  /** A content item, banner or the like on the site: its picture and the media library's word on it. */
  item: { image: string | null; imageMedia?: MediaInfo | undefined };
};

/**
 * An item's picture drawn beside its title (a card, a row, a tile): decorative, so that the
 * title is not read twice.
 */
export function ItemImage({ item, ...frame }: ItemImageProps) {
  return <ContentImage src={item.image} media={item.imageMedia} decorative {...frame} />;
}
