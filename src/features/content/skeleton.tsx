import styled, { keyframes } from 'styled-components';
import { contentMessages } from './messages';
import { aspectRatio, type Ratio } from './ratio';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

/**
 * A grey block of a fixed size: skeletons have the size of what replaces them, so the page
 * does not shift when data arrives (CLS).
 */
/** A skeleton's size: a height, a width (the whole width by default) or a ratio. */
export type SkeletonSize = { $height?: string; $width?: string; $ratio?: Ratio };

export const SkeletonBlock = styled.div<SkeletonSize>`
  width: ${({ $width = '100%' }) => $width};
  ${({ $height }) => ($height ? `height: ${$height};` : '')}
  ${({ $ratio }) => ($ratio ? aspectRatio($ratio) : '')}
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) =>
    `${theme.colors.skeleton} linear-gradient(90deg, transparent, rgba(255,255,255,0.6), transparent) no-repeat`};
  background-size: 200px 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** The region a skeleton stands in: announced as busy to screen readers. */
export function SkeletonRegion({ children }: { children: React.ReactNode }) {
  return (
    <div aria-busy="true" aria-label={contentMessages.loading} role="status">
      {children}
    </div>
  );
}
