import { CoworkerSaveBody } from '../coworker';
import { defineCollection } from './collection';

/** 师资: each platform's teachers. */
export const coworkerCollection = defineCollection({
  key: 'coworker',
  table: 'coworker',
  label: '师资',
  recordLabel: '教师',
  saveBody: CoworkerSaveBody,
  action: 'content',
  perSite: 'records',
  shownOnSite: true,
  revisions: true,
  reviewed: false,
  nameColumn: 'name',
  mediaColumns: ['avatar', 'bio'],
  apiPath: 'coworker',
  screen: {
    path: 'coworkers',
    label: '师资团队',
    summary: '各平台的教师：头像、职称、简介和顺序。',
    group: 'content',
    kind: 'resource',
  },
});
