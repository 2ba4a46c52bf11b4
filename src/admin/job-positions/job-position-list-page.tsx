import styled from 'styled-components';
import {
  useListJobPositionQuery,
  useRemoveJobPositionMutation,
  useSortJobPositionMutation,
} from '@/api/generated/cms-api';
import type { JobPositionAdmin } from '@contract/job-position';
import { formatDateTime } from '../ui/format';
import { PlatformOrderedListPage } from '../ui/platform-ordered-list-page';
import { jobPositionMessages } from './messages';

const Hidden = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

/** 招聘职位: one platform's openings in their display order; add, edit, delete, 上移 / 下移. */
export function JobPositionListPage() {
  return (
    <PlatformOrderedListPage<JobPositionAdmin>
      resource="job-positions"
      texts={jobPositionMessages}
      useList={useListJobPositionQuery}
      useRemove={useRemoveJobPositionMutation}
      useSort={useSortJobPositionMutation}
      nameOf={(row) => row.title}
      columns={[
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
      ]}
    />
  );
}
