import styled from 'styled-components';
import {
  useListSiteBannerQuery,
  useRemoveSiteBannerMutation,
  useSortSiteBannerMutation,
} from '@/api/generated/cms-api';
import type { BannerAdmin } from '@contract/site-banner';
import { PlatformOrderedListPage } from '../ui/platform-ordered-list-page';
import { bannerMessages } from './messages';

const Thumbnail = styled.img`
  display: block;
  width: 144px;
  height: 48px;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Draft = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;
const Url = styled.span`
  display: inline-block;
  max-width: 240px;
  overflow-wrap: anywhere;
`;

/** 轮播图: one platform's banners in their display order; add, edit, delete, 上移 / 下移. */
export function BannerListPage() {
  return (
    <PlatformOrderedListPage<BannerAdmin>
      resource="banners"
      texts={bannerMessages}
      useList={useListSiteBannerQuery}
      useRemove={useRemoveSiteBannerMutation}
      useSort={useSortSiteBannerMutation}
      nameOf={(row) => row.title}
      columns={[
        {
          key: 'image',
          header: bannerMessages.image,
          cell: (row) =>
            row.image ? (
              <Thumbnail src={row.image} alt={bannerMessages.imageAlt(row.title)} loading="lazy" />
            ) : (
              <Muted>{bannerMessages.noImage}</Muted>
            ),
        },
        { key: 'title', header: bannerMessages.title, cell: (row) => row.title },
        {
          key: 'url',
          header: bannerMessages.url,
          cell: (row) => (row.url ? <Url>{row.url}</Url> : <Muted>{bannerMessages.noUrl}</Muted>),
        },
        {
          key: 'status',
          header: bannerMessages.status,
          cell: (row) =>
            row.schedule === 'published' ? (
              bannerMessages.schedule.published
            ) : (
              <Draft>{bannerMessages.schedule[row.schedule]}</Draft>
            ),
        },
      ]}
    />
  );
}
