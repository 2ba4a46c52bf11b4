import { type ReactNode, useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { formatDateTime } from './format';
import { uiMessages } from './messages';

export type SortDirection = 'ascending' | 'descending';
export type SortState<Key extends string> = { key: Key; direction: SortDirection } | null;

export type Column<Row, Key extends string = string> = {
  key: Key;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sort by this value (the rows shown, client-side): a sortable header button. */
  sortValue?: (row: Row) => string | number | null;
  /** Visually hidden header (an actions column still needs a name). */
  hideHeader?: boolean;
  /**
   * The cells are short words (a name, a status, a date): kept on one line, never broken mid-word
   * (王建国 on three lines at 1024 px). Plain text of up to SHORT_TEXT characters is kept whole
   * without saying so; the table scrolls sideways in its frame rather than squeeze them.
   */
  nowrap?: boolean;
};

/** Plain cell text this short (a name, 已发布, a date) is never wrapped. */
const SHORT_TEXT = 16;

const keptWhole = (content: ReactNode) =>
  (typeof content === 'string' || typeof content === 'number') && String(content).length <= SHORT_TEXT;

/** A column sorted by the value it shows, or by `value` while `cell` shows it dressed (a date, a name or 无). */
export function sortableColumn<Row, Key extends string>(
  key: Key,
  header: string,
  value: (row: Row) => string | number | null,
  cell: (row: Row) => ReactNode = value,
): Column<Row, Key> {
  return { key, header, cell, sortValue: value };
}

/** A sortable text column; `none` stands where a row has no value (未分配, 系统 …). */
export function textColumn<Row, Key extends string>(
  key: Key,
  header: string,
  value: (row: Row) => string | null,
  none: string,
): Column<Row, Key> {
  return sortableColumn(key, header, value, (row) => value(row) ?? none);
}

/** A time column: China time (`2026-03-01 09:30`, ui/format.ts), sorted by the time; `none` where there is none. */
export function timeColumn<Row, Key extends string>(
  key: Key,
  header: string,
  value: (row: Row) => string | null,
  none = '',
): Column<Row, Key> {
  return {
    ...sortableColumn(key, header, value, (row) => {
      const time = value(row);
      return time ? formatDateTime(time) : none;
    }),
    nowrap: true,
  };
}

/**
 * A table's own box (every table of the console's): it scrolls sideways inside it when the table
 * is wider than the page. Positioned: visually hidden words in cells are placed and clipped
 * inside it, never beside the page.
 */
export const TableScroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The caption and the cells' spacing and rules of the console's tables. */
export const tableCaptionAndCells = css`
  caption {
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  ${tableCaptionAndCells}
  th,
  td {
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }
  /* Chinese words stay whole where a cell must wrap: a break falls at a space or punctuation. */
  td {
    word-break: keep-all;
    overflow-wrap: break-word;
  }
  td.nowrap {
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme }) => theme.space[6]}px !important;
`;

type DataTableProps<Row, Key extends string> = {
  /** What the table lists: its caption (screen readers announce it with the table). */
  caption: string;
  columns: readonly Column<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in the body while `rows` is empty. */
  empty?: string;
  busy?: boolean;
};

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN');
}

/**
 * A list screen's table: caption, header cells with `scope`, sortable headers (a button each,
 * `aria-sort` on the header), a focusable scrolling frame on narrow screens, and an empty row.
 * Sorting orders the rows shown; paging and filters stay with the server.
 */
export function DataTable<Row, Key extends string>({
  caption,
  columns,
  rows,
  rowKey,
  empty = uiMessages.empty,
  busy = false,
}: DataTableProps<Row, Key>) {
  const [sort, setSort] = useState<SortState<Key>>(null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const ordered = [...rows].sort((a, b) => compare(value(a), value(b)));
    return sort.direction === 'descending' ? ordered.reverse() : ordered;
  }, [rows, columns, sort]);

  const toggle = (key: Key) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );

  return (
    <TableScroller role="region" aria-label={caption} tabIndex={0}>
      <Table aria-busy={busy || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                >
                  {column.sortValue ? (
                    <SortButton type="button" onClick={() => toggle(column.key)}>
                      {column.header}
                      <span aria-hidden="true">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                      </span>
                    </SortButton>
                  ) : column.hideHeader ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{busy ? uiMessages.loading : empty}</Empty>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const content = column.cell(row);
                  return (
                    <td
                      key={column.key}
                      className={column.nowrap || keptWhole(content) ? 'nowrap' : undefined}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </TableScroller>
  );
}
