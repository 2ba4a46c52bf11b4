import styled from 'styled-components';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.4s ease;
  }
`;

type ContentImageProps = {
  src: string | null;
  alt: string;
  /** Width / height, e.g. '16 / 9': the frame keeps it before the image arrives (no shift). */
  ratio?: string;
  /** The first content image of a page: load it first (LCP). */
  priority?: boolean;
  className?: string;
};

/** A content image in a frame of a fixed aspect ratio. */
export function ContentImage({ src, alt, ratio = '16 / 9', priority = false, className }: ContentImageProps) {
  return (
    <Frame $ratio={ratio} className={className}>
      {src && (
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </Frame>
  );
}
