import { css } from 'styled-components';

/*
 * The look every dialog of the site shares (the alert dialogs, the floating bar's sheets): kept
 * apart from the dialogs themselves, so that a sheet takes it without loading the alert dialog.
 */

/** The dim layer under a dialog. */
export const overlayStyle = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** The raised white box of a dialog; it takes the focus on opening without drawing an outline. */
export const dialogSurfaceStyle = css`
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;
