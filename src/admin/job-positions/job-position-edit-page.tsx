import { useDetailsJobPositionQuery, useSaveJobPositionMutation } from '@/api/generated/cms-api';
import { PlatformRecordEditPage } from '../ui/platform-record-pages';
import { JobPositionForm, jobPositionFormValuesOf, jobPositionSaveBodyOf } from './job-position-form';
import { jobPositionMessages } from './messages';

/** 编辑职位: the stored record in the form; back to its platform's list once saved. */
export function JobPositionEditPage() {
  return (
    <PlatformRecordEditPage
      resource="job-positions"
      titles={jobPositionMessages}
      useDetails={useDetailsJobPositionQuery}
      useSave={useSaveJobPositionMutation}
      nameOf={(record) => record.title}
      valuesOf={jobPositionFormValuesOf}
      bodyOf={jobPositionSaveBodyOf}
      Form={JobPositionForm}
    />
  );
}
