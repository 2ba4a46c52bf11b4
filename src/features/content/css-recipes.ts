import { css } from 'styled-components';

/*
 * CSS that many templates' styles repeat. Kept out of layout.tsx, which the home page loads
 * first: only the pages that use a recipe load it.
 */

/** A list without its bullets and indent: the page lays out its items. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One line of text, cut with an ellipsis. */
export const oneLine = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** At most this many lines of text, then an ellipsis. */
export const lineClamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

/** A caption of one small line in a box of this height (under a thumbnail); its colour can follow a hover. */
export const captionLine = (height: string) => css`
  display: block;
  height: ${height};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: ${height};
  ${oneLine}
  transition: color 0.2s ease;
`;
