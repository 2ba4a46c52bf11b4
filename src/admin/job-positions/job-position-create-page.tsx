import { useSaveJobPositionMutation } from '@/api/generated/cms-api';
import { PlatformRecordCreatePage } from '../ui/platform-record-pages';
import { EMPTY_JOB_POSITION, JobPositionForm, jobPositionSaveBodyOf } from './job-position-form';
import { jobPositionMessages } from './messages';

/** 新增职位 for the platform in the address; back to that platform's list once saved. */
export function JobPositionCreatePage() {
  return (
    <PlatformRecordCreatePage
      resource="job-positions"
      titles={jobPositionMessages}
      useSave={useSaveJobPositionMutation}
      emptyValues={EMPTY_JOB_POSITION}
      bodyOf={jobPositionSaveBodyOf}
      Form={JobPositionForm}
    />
  );
}
