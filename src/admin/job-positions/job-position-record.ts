import { useDetailsJobPositionQuery, useSaveJobPositionMutation } from '@/api/generated/cms-api';
import { platformRecord } from '../ui/platform-record-pages';
import {
  JobPositionForm,
  EMPTY_JOB_POSITION,
  jobPositionFormValuesOf,
  jobPositionSaveBodyOf,
} from './job-position-form';
import { jobPositionMessages } from './messages';

/** 招聘职位: one platform's record, made of its form, its calls and its texts. */
export const jobPositionRecord = platformRecord({
  resource: 'job-positions',
  titles: jobPositionMessages,
  useDetails: useDetailsJobPositionQuery,
  useSave: useSaveJobPositionMutation,
  nameOf: (record) => record.title,
  emptyValues: EMPTY_JOB_POSITION,
  valuesOf: jobPositionFormValuesOf,
  bodyOf: jobPositionSaveBodyOf,
  Form: JobPositionForm,
});
