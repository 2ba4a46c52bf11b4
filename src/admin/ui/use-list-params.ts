import { useSearchParams } from 'react-router-dom';
import { isPageSizeOption } from '@/lib/pagination';
import { CONSOLE_PAGE_SIZES, DEFAULT_PAGE_SIZE } from './pagination';

/**
 * A list screen's paging and filters, kept in the address (`?page=2&size=30&keyword=…`), so that
 * reloading, the back button and a shared link show the same page.
 */
export function useListParams<Filter extends string>(filterKeys: readonly Filter[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const size = Number(searchParams.get('size'));
  const pageNum = Number.isInteger(page) && page > 0 ? page : 1;
  const pageSize = isPageSizeOption(size) && CONSOLE_PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE;
  const filters = Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
    Filter,
    string
  >;

  const update = (next: {
    pageNum?: number;
    pageSize?: number;
    filters?: Partial<Record<Filter, string>>;
  }) => {
    const params = new URLSearchParams();
    const merged = { ...filters, ...next.filters };
    for (const key of filterKeys) if (merged[key]) params.set(key, merged[key]);
    const nextPage = next.pageNum ?? (next.filters ? 1 : pageNum);
    const nextSize = next.pageSize ?? pageSize;
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSize !== DEFAULT_PAGE_SIZE) params.set('size', String(nextSize));
    setSearchParams(params);
  };

  return { pageNum, pageSize, filters, update };
}
