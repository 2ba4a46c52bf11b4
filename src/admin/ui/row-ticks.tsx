import { useState } from 'react';
import styled from 'styled-components';
import type { Column } from './data-table';
import { CheckRow } from './form-field';
import { space } from './theme-helpers';

/**
 * Rows ticked for a bulk action (内容, 线索): only the rows of this page count, so a filter, a view
 * or a page change leaves earlier ticks behind. `selected`, the ticked ids of `rows`; `toggle`,
 * one row's box; `tickOnly`, exactly these ids (本页全选, or none after a bulk change).
 */
export function useRowTicks(rows: readonly { id: number }[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = rows.filter((row) => ticked.has(row.id)).map((row) => row.id);
  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const tickOnly = (ids: readonly number[]) => setTicked(new Set(ids));
  return { ticked, selected, toggle, tickOnly };
}

/** The column of each row's tick box (its header hidden), the box named by `labelOf`. */
export function tickColumn<Row extends { id: number }>(
  { ticked, toggle }: Pick<ReturnType<typeof useRowTicks>, 'ticked' | 'toggle'>,
  header: string,
  labelOf: (row: Row) => string,
): Column<Row> {
  return {
    key: 'select',
    header,
    hideHeader: true,
    cell: (row) => (
      <input
        type="checkbox"
        checked={ticked.has(row.id)}
        aria-label={labelOf(row)}
        onChange={(event) => toggle(row.id, event.target.checked)}
      />
    ),
  };
}

/** 本页全选: ticked while every row of the page is; ticks them all, or none. */
export function TickPage({
  rowIds,
  selected,
  onTick,
  label,
}: {
  rowIds: readonly number[];
  selected: readonly number[];
  onTick: (ids: readonly number[]) => void;
  label: string;
}) {
  const allTicked = rowIds.length > 0 && rowIds.every((id) => selected.includes(id));
  return (
    <CheckRow>
      <input
        type="checkbox"
        checked={allTicked}
        disabled={rowIds.length === 0}
        onChange={(event) => onTick(event.target.checked ? rowIds : [])}
      />
      {label}
    </CheckRow>
  );
}

/** A line level with a field's box beside it (its label stands above the box). */
export const OnFieldLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: ${space(6, 3)};
`;

const TickedCount = styled.span`
  min-width: 6em;
`;

/** A bulk bar's start: 本页全选, then how many are ticked (read out as it changes). */
export function TickPageAndCount({ count, ...tickPage }: Parameters<typeof TickPage>[0] & { count: string }) {
  return (
    <OnFieldLine>
      <TickPage {...tickPage} />
      <TickedCount aria-live="polite">{count}</TickedCount>
    </OnFieldLine>
  );
}
