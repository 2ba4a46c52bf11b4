import {
  useDetailsJobPositionQuery,
  useListJobPositionQuery,
  useRemoveJobPositionMutation,
  useSaveJobPositionMutation,
  useSortJobPositionMutation,
} from '@/api/generated/cms-api';
import { type JobPositionAdmin, JobPositionSaveBody } from '@contract/job-position';
import { formatDateTime } from '../ui/format';
import { defineResource, statusColumn } from '../ui/resource';
import { jobPositionMessages } from './messages';

/**
 * 招聘职位: one platform's openings in their display order, all on one page: title, department,
 * place, headcount, salary, requirements, publish time, shown or not; 上移 / 下移.
 */
export const resource = defineResource<JobPositionAdmin, JobPositionAdmin, JobPositionSaveBody>({
  texts: jobPositionMessages,
  body: JobPositionSaveBody,
  form: [
    { key: 'title' },
    { row: [{ key: 'department' }, { key: 'location' }] },
    { row: [{ key: 'headcount', kind: 'number' }, { key: 'salary' }] },
    { key: 'requirements', kind: 'html' },
    { key: 'publishTime', kind: 'datetime' },
    { key: 'remark', kind: 'textarea' },
  ],
  nameOf: (job) => job.title,
  columns: [
    'title',
    'department',
    'location',
    'headcount',
    'salary',
    {
      key: 'publishTime',
      cell: (row) => formatDateTime(row.publishTime),
    },
    statusColumn(jobPositionMessages.status, jobPositionMessages.statusOn, jobPositionMessages.statusOff),
  ],
  list: {
    kind: 'ordered',
    useList: useListJobPositionQuery,
    useRemove: useRemoveJobPositionMutation,
    useSort: useSortJobPositionMutation,
  },
  useDetails: useDetailsJobPositionQuery,
  useSave: useSaveJobPositionMutation,
  revisions: 'jobPosition',
});
