import { useSaveJobPositionMutation } from '@/api/generated/cms-api';
import { Panel } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { platformQuery, usePlatformParam } from '../ui/platform-switch';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { EMPTY_JOB_POSITION, JobPositionForm, jobPositionSaveBodyOf } from './job-position-form';
import { jobPositionMessages } from './messages';

/** 新增职位 for the platform in the address; back to that platform's list once saved. */
export function JobPositionCreatePage() {
  const platform = usePlatformParam();
  const listPath = `/job-positions${platformQuery(platform)}`;
  const [save, { isLoading }] = useSaveJobPositionMutation();
  const { serverError, submit } = useSaveThenBack(save, listPath, jobPositionMessages.saved);

  return (
    <>
      <PageHeader title={jobPositionMessages.createTitle} />
      <Panel>
        <JobPositionForm
          initial={EMPTY_JOB_POSITION(platform)}
          saving={isLoading}
          serverError={serverError}
          listPath={listPath}
          onSubmit={(values) => submit(jobPositionSaveBodyOf(values))}
        />
      </Panel>
    </>
  );
}
