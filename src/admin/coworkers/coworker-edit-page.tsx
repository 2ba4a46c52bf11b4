import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDetailsCoworkerQuery, useSaveCoworkerMutation } from '@/api/generated/cms-api';
import { secondaryButtonStyle } from '../ui/buttons';
import { Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { platformQuery, usePlatformParam } from '../ui/platform-switch';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { CoworkerForm, coworkerFormValuesOf, coworkerSaveBodyOf } from './coworker-form';
import { coworkerMessages } from './messages';

const Back = styled(Link)`
  ${secondaryButtonStyle};
`;

/** 编辑教师: the stored record in the form; back to its platform's list once saved. */
export function CoworkerEditPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const listPath = `/coworkers${platformQuery(usePlatformParam())}`;
  const { data, isLoading, isError } = useDetailsCoworkerQuery(
    { id },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const [save, { isLoading: saving }] = useSaveCoworkerMutation();
  const { serverError, submit } = useSaveThenBack(save, listPath, coworkerMessages.saved);

  if (!valid || isError) {
    return (
      <>
        <PageHeader title={coworkerMessages.editTitleLoading} />
        <p>{coworkerMessages.notFound}</p>
        <Back to={listPath}>{coworkerMessages.backToList}</Back>
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        <PageHeader title={coworkerMessages.editTitleLoading} />
        <p role="status">{uiMessages.loading}</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={coworkerMessages.editTitle(data.name)} />
      <Panel>
        <CoworkerForm
          initial={coworkerFormValuesOf(data)}
          saving={saving}
          serverError={serverError}
          listPath={listPath}
          onSubmit={(values) => submit(coworkerSaveBodyOf(values, id))}
        />
      </Panel>
    </>
  );
}
