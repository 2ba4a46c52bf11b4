import { JobPosition, JobPositionSaveBody } from '../job-position';
import { defineCollection } from './collection';

/** 招聘职位: each platform's openings. */
export const jobPositionCollection = defineCollection({
  key: 'jobPosition',
  table: 'job_position',
  label: '招聘职位',
  recordLabel: '职位',
  saveBody: JobPositionSaveBody,
  action: 'content',
  perSite: 'records',
  shownOnSite: true,
  revisions: true,
  reviewed: false,
  nameColumn: 'title',
  mediaColumns: ['requirements'],
  apiPath: 'jobPosition',
  publicList: JobPosition,
  screen: {
    path: 'job-positions',
    label: '招聘职位',
    summary: '各平台的招聘职位：部门、地点、人数、要求和顺序。',
    group: 'content',
    kind: 'resource',
  },
});
