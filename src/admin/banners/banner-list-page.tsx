import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  useListSiteBannerQuery,
  useRemoveSiteBannerMutation,
  useSortSiteBannerMutation,
} from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import type { BannerAdmin } from '@contract/site-banner';
import { dangerButtonStyle, primaryLinkStyle, secondaryButtonStyle } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { RowActions } from '../ui/layout';
import { MoveButtons, movedIds } from '../ui/move-buttons';
import { moveMessages } from '../ui/move-messages';
import { PageHeader } from '../ui/page-header';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { PlatformSwitch, platformQuery, usePlatformParam } from '../ui/platform-switch';
import { bannerMessages } from './messages';

const AddLink = styled(Link)`
  ${primaryLinkStyle};
`;
const RowLink = styled(Link)`
  ${secondaryButtonStyle};
`;
const DangerButton = styled.button`
  ${dangerButtonStyle};
`;
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
  const platform = usePlatformParam();
  const query = platformQuery(platform);
  const { currentData, isFetching } = useListSiteBannerQuery({ platform });
  const [remove] = useRemoveSiteBannerMutation();
  const [sort, { isLoading: sorting }] = useSortSiteBannerMutation();
  const [announcement, setAnnouncement] = useState('');
  const rows = currentData ?? [];

  const onRemove = async (banner: BannerAdmin) => {
    if (!(await confirmDialog())) return;
    const result = await remove({ id: banner.id });
    if ('data' in result) showSuccessToast(bannerMessages.removed);
  };

  const onMove = async (banner: BannerAdmin, delta: -1 | 1) => {
    const ids = movedIds(
      rows.map((row) => row.id),
      banner.id,
      delta,
    );
    if (!ids) return;
    const result = await sort({ ids });
    if ('data' in result) setAnnouncement(moveMessages.moved(banner.title, ids.indexOf(banner.id) + 1));
  };

  const columns: Column<BannerAdmin>[] = [
    {
      key: 'order',
      header: bannerMessages.order,
      cell: (row) => (
        <MoveButtons
          name={row.title}
          index={rows.indexOf(row)}
          count={rows.length}
          busy={sorting || isFetching}
          onMove={(delta) => void onMove(row, delta)}
        />
      ),
    },
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
    {
      key: 'actions',
      header: bannerMessages.actions,
      cell: (row) => (
        <RowActions>
          <RowLink to={`/banners/${row.id}${query}`} aria-label={bannerMessages.editNamed(row.title)}>
            {bannerMessages.edit}
          </RowLink>
          <DangerButton
            type="button"
            onClick={() => void onRemove(row)}
            aria-label={bannerMessages.removeNamed(row.title)}
          >
            {bannerMessages.remove}
          </DangerButton>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={bannerMessages.listTitle}
        actions={<AddLink to={`/banners/new${query}`}>{bannerMessages.add}</AddLink>}
      />
      <PlatformSwitch current={platform} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <DataTable
        caption={bannerMessages.caption(PLATFORM_LABELS[platform])}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={bannerMessages.empty}
        busy={isFetching}
      />
    </>
  );
}
