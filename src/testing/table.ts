import { within } from '@testing-library/react';

/** The text of one column (0: the first) in each of a table's rows, its header row left out. */
export const columnTexts = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
