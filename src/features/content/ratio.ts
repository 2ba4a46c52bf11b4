import { css } from 'styled-components';
import { media } from '@/theme/theme';

/**
 * Width / height, e.g. '16 / 9'; or one per screen size, mobile first (each applies from its
 * breakpoint up), for a frame whose shape changes with the screen.
 */
export type Ratio = string | { phone: string; tablet?: string; desktop?: string };

/** The aspect-ratio rules of a Ratio, shared by a content image and its skeleton. */
export const aspectRatio = (ratio: Ratio) =>
  typeof ratio === 'string'
    ? css`
        aspect-ratio: ${ratio};
      `
    : css`
        aspect-ratio: ${ratio.phone};
        ${
          ratio.tablet &&
          css`
            ${media.tablet} {
              aspect-ratio: ${ratio.tablet};
            }
          `
        }
        ${
          ratio.desktop &&
          css`
            ${media.desktop} {
              aspect-ratio: ${ratio.desktop};
            }
          `
        }
      `;
