import { useMemo } from 'react';
import { useListBannersForClientQuery } from '@/api/public-api';

/** This platform's banners in the editors' order (none when the call fails: pages show their gradient). */
export function useBanners() {
  const query = useListBannersForClientQuery();
  // A sorted copy: the cached answer stays as the server sent it.
  const banners = useMemo(() => [...(query.data ?? [])].sort((a, b) => a.sort - b.sort), [query.data]);
  return { banners, isLoading: query.isLoading };
}
