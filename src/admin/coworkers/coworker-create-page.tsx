import { useSaveCoworkerMutation } from '@/api/generated/cms-api';
import { PlatformRecordCreatePage } from '../ui/platform-record-pages';
import { EMPTY_COWORKER, CoworkerForm, coworkerSaveBodyOf } from './coworker-form';
import { coworkerMessages } from './messages';

/** 新增教师 for the platform in the address; back to that platform's list once saved. */
export function CoworkerCreatePage() {
  return (
    <PlatformRecordCreatePage
      resource="coworkers"
      titles={coworkerMessages}
      useSave={useSaveCoworkerMutation}
      emptyValues={EMPTY_COWORKER}
      bodyOf={coworkerSaveBodyOf}
      Form={CoworkerForm}
    />
  );
}
