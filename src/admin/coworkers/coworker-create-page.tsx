import { useSaveCoworkerMutation } from '@/api/generated/cms-api';
import { Panel } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { platformQuery, usePlatformParam } from '../ui/platform-switch';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { CoworkerForm, coworkerSaveBodyOf, EMPTY_COWORKER } from './coworker-form';
import { coworkerMessages } from './messages';

/** 新增教师 for the platform in the address; back to that platform's list once saved. */
export function CoworkerCreatePage() {
  const platform = usePlatformParam();
  const listPath = `/coworkers${platformQuery(platform)}`;
  const [save, { isLoading }] = useSaveCoworkerMutation();
  const { serverError, submit } = useSaveThenBack(save, listPath, coworkerMessages.saved);

  return (
    <>
      <PageHeader title={coworkerMessages.createTitle} />
      <Panel>
        <CoworkerForm
          initial={EMPTY_COWORKER(platform)}
          saving={isLoading}
          serverError={serverError}
          listPath={listPath}
          onSubmit={(values) => submit(coworkerSaveBodyOf(values))}
        />
      </Panel>
    </>
  );
}
