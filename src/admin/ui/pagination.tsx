import { useId } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE_OPTIONS } from '@/lib/pagination';
import { SecondaryButton } from './buttons';
import { inputStyle } from './form-field';
import { inlineRowStyle } from './layout';
import { uiMessages } from './messages';
import { space } from './theme-helpers';

/** Spec §9's sizes, 15 … 1000: staff lists take up to 1000 rows (contract/common.ts StaffPageQuery). */
export const CONSOLE_PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS;
export const DEFAULT_PAGE_SIZE: number = PAGE_SIZE_OPTIONS[0];

const Bar = styled.nav`
  ${inlineRowStyle};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Select = styled.select`
  ${inputStyle};
  min-height: ${space(6, 2)};
`;

type PaginationProps = {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (page: { pageNum: number; pageSize: number }) => void;
  /** The sizes offered; none (a picker's fixed grid): no size box. */
  pageSizes?: readonly number[];
};

/** Previous / next, where we are, and the page size (spec §9's options, 15 … 1000). */
export function Pagination({
  total,
  pageNum,
  pageSize,
  onChange,
  pageSizes = CONSOLE_PAGE_SIZES,
}: PaginationProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Bar aria-label={uiMessages.pagination}>
      <span>{uiMessages.total(total)}</span>
      <SecondaryButton
        type="button"
        disabled={pageNum <= 1}
        onClick={() => onChange({ pageNum: pageNum - 1, pageSize })}
      >
        {uiMessages.previous}
      </SecondaryButton>
      <span aria-live="polite">{uiMessages.pageOf(Math.min(pageNum, pages), pages)}</span>
      <SecondaryButton
        type="button"
        disabled={pageNum >= pages}
        onClick={() => onChange({ pageNum: pageNum + 1, pageSize })}
      >
        {uiMessages.next}
      </SecondaryButton>
      {pageSizes.length > 0 ? (
        <>
          <label htmlFor={id} className="visually-hidden">
            {uiMessages.pageSize}
          </label>
          <Select
            id={id}
            value={pageSize}
            onChange={(event) => onChange({ pageNum: 1, pageSize: Number(event.target.value) })}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {uiMessages.pageSizeOption(size)}
              </option>
            ))}
          </Select>
        </>
      ) : null}
    </Bar>
  );
}
