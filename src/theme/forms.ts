import { css } from 'styled-components';

/** A visitor's text field (lead form, admission lookup): a 48-px target, red when invalid. */
export const textFieldStyle = css`
  width: 100%;
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** What is wrong with a field, under it. */
export const fieldErrorStyle = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
