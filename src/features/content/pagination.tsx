import styled from 'styled-components';
import { bareList } from './css-recipes';
import { contentMessages } from './messages';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]}px;
    ${bareList}
  }
`;

const PageButton = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

/** The page numbers to show: first, last, and a window around the current page. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let candidate = page - radius; candidate <= page + radius; candidate += 1) {
    if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((value, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && value - previous > 1 ? (['gap', value] as const) : [value];
  });
}

type PaginationProps = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

/** Page navigation for a content list; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={contentMessages.pagination}>
      <span>{contentMessages.totalItems(total)}</span>
      <PageButton type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {contentMessages.previousPage}
      </PageButton>
      <ul>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <PageButton
                type="button"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={contentMessages.pageN(entry)}
                onClick={() => onChange(entry)}
              >
                {entry}
              </PageButton>
            </li>
          ),
        )}
      </ul>
      <PageButton type="button" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {contentMessages.nextPage}
      </PageButton>
    </Nav>
  );
}
