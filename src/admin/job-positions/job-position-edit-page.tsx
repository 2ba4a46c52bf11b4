import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDetailsJobPositionQuery, useSaveJobPositionMutation } from '@/api/generated/cms-api';
import { secondaryButtonStyle } from '../ui/buttons';
import { Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { platformQuery, usePlatformParam } from '../ui/platform-switch';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { JobPositionForm, jobPositionFormValuesOf, jobPositionSaveBodyOf } from './job-position-form';
import { jobPositionMessages } from './messages';

const Back = styled(Link)`
  ${secondaryButtonStyle};
`;

/** 编辑职位: the stored record in the form; back to its platform's list once saved. */
export function JobPositionEditPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const listPath = `/job-positions${platformQuery(usePlatformParam())}`;
  const { data, isLoading, isError } = useDetailsJobPositionQuery(
    { id },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const [save, { isLoading: saving }] = useSaveJobPositionMutation();
  const { serverError, submit } = useSaveThenBack(save, listPath, jobPositionMessages.saved);

  if (!valid || isError) {
    return (
      <>
        <PageHeader title={jobPositionMessages.editTitleLoading} />
        <p>{jobPositionMessages.notFound}</p>
        <Back to={listPath}>{jobPositionMessages.backToList}</Back>
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        <PageHeader title={jobPositionMessages.editTitleLoading} />
        <p role="status">{uiMessages.loading}</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={jobPositionMessages.editTitle(data.title)} />
      <Panel>
        <JobPositionForm
          initial={jobPositionFormValuesOf(data)}
          saving={saving}
          serverError={serverError}
          listPath={listPath}
          onSubmit={(values) => submit(jobPositionSaveBodyOf(values, id))}
        />
      </Panel>
    </>
  );
}
