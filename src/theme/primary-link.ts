import { css } from 'styled-components';

/*
 * Apart from buttons.ts (the forms' buttons): a section of /home draws this link, and the home page's
 * first load takes only this.
 */

/** A link that looks like the primary button (a page's one way on): a 44-px touch target. */
export const primaryLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
