import { css } from 'styled-components';

/** Read by screen readers, not drawn: a one-pixel clipped box that keeps its text on one line. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
