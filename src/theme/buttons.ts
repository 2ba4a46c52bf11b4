import { css } from 'styled-components';

/** The solid primary button of forms (lookup, lead form): one look wherever a visitor submits. */
export const primaryButtonStyle = css`
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
