import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  useListJobPositionQuery,
  useRemoveJobPositionMutation,
  useSortJobPositionMutation,
} from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import type { JobPositionAdmin } from '@contract/job-position';
import { dangerButtonStyle, primaryLinkStyle, secondaryButtonStyle } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { RowActions } from '../ui/layout';
import { MoveButtons, movedIds } from '../ui/move-buttons';
import { moveMessages } from '../ui/move-messages';
import { formatDateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { PlatformSwitch, platformQuery, usePlatformParam } from '../ui/platform-switch';
import { jobPositionMessages } from './messages';

const AddLink = styled(Link)`
  ${primaryLinkStyle};
`;
const RowLink = styled(Link)`
  ${secondaryButtonStyle};
`;
const DangerButton = styled.button`
  ${dangerButtonStyle};
`;
const Hidden = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

/** 招聘职位: one platform's openings in their display order; add, edit, delete, 上移 / 下移. */
export function JobPositionListPage() {
  const platform = usePlatformParam();
  const query = platformQuery(platform);
  const { currentData, isFetching } = useListJobPositionQuery({ platform });
  const [remove] = useRemoveJobPositionMutation();
  const [sort, { isLoading: sorting }] = useSortJobPositionMutation();
  const [announcement, setAnnouncement] = useState('');
  const rows = currentData ?? [];

  const onRemove = async (job: JobPositionAdmin) => {
    if (!(await confirmDialog())) return;
    const result = await remove({ id: job.id });
    if ('data' in result) showSuccessToast(jobPositionMessages.removed);
  };

  const onMove = async (job: JobPositionAdmin, delta: -1 | 1) => {
    const ids = movedIds(
      rows.map((row) => row.id),
      job.id,
      delta,
    );
    if (!ids) return;
    const result = await sort({ ids });
    if ('data' in result) setAnnouncement(moveMessages.moved(job.title, ids.indexOf(job.id) + 1));
  };

  const columns: Column<JobPositionAdmin>[] = [
    {
      key: 'order',
      header: jobPositionMessages.order,
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
    { key: 'title', header: jobPositionMessages.title, cell: (row) => row.title },
    { key: 'department', header: jobPositionMessages.department, cell: (row) => row.department },
    { key: 'location', header: jobPositionMessages.location, cell: (row) => row.location },
    { key: 'headcount', header: jobPositionMessages.headcount, cell: (row) => row.headcount },
    { key: 'salary', header: jobPositionMessages.salary, cell: (row) => row.salary },
    {
      key: 'publishTime',
      header: jobPositionMessages.publishTime,
      cell: (row) => formatDateTime(row.publishTime),
    },
    {
      key: 'status',
      header: jobPositionMessages.status,
      cell: (row) =>
        row.status ? jobPositionMessages.statusOn : <Hidden>{jobPositionMessages.statusOff}</Hidden>,
    },
    {
      key: 'actions',
      header: jobPositionMessages.actions,
      cell: (row) => (
        <RowActions>
          <RowLink
            to={`/job-positions/${row.id}${query}`}
            aria-label={jobPositionMessages.editNamed(row.title)}
          >
            {jobPositionMessages.edit}
          </RowLink>
          <DangerButton
            type="button"
            onClick={() => void onRemove(row)}
            aria-label={jobPositionMessages.removeNamed(row.title)}
          >
            {jobPositionMessages.remove}
          </DangerButton>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={jobPositionMessages.listTitle}
        actions={<AddLink to={`/job-positions/new${query}`}>{jobPositionMessages.add}</AddLink>}
      />
      <PlatformSwitch current={platform} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <DataTable
        caption={jobPositionMessages.caption(PLATFORM_LABELS[platform])}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={jobPositionMessages.empty}
        busy={isFetching}
      />
    </>
  );
}
