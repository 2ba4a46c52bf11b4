import type { DefaultTheme } from 'styled-components';

/**
 * The sum of space steps in px, from the theme: `${space(6, 2)}` is space[6] + space[2] (a
 * step given twice counts twice). Reads the scale, never a literal size.
 */
export const space =
  (...steps: number[]) =>
  ({ theme }: { theme: DefaultTheme }) =>
    `${steps.reduce((total, step) => total + (theme.space[step] ?? 0), 0)}px`;

/** The theme's input width plus space steps, in px. */
export const inputWidthPlus =
  (...steps: number[]) =>
  ({ theme }: { theme: DefaultTheme }) =>
    `${steps.reduce((total, step) => total + (theme.space[step] ?? 0), theme.layout.inputWidth)}px`;
