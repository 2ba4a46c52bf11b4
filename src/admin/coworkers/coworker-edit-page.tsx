import { useDetailsCoworkerQuery, useSaveCoworkerMutation } from '@/api/generated/cms-api';
import { PlatformRecordEditPage } from '../ui/platform-record-pages';
import { CoworkerForm, coworkerFormValuesOf, coworkerSaveBodyOf } from './coworker-form';
import { coworkerMessages } from './messages';

/** 编辑教师: the stored record in the form; back to its platform's list once saved. */
export function CoworkerEditPage() {
  return (
    <PlatformRecordEditPage
      resource="coworkers"
      titles={coworkerMessages}
      useDetails={useDetailsCoworkerQuery}
      useSave={useSaveCoworkerMutation}
      nameOf={(record) => record.name}
      valuesOf={coworkerFormValuesOf}
      bodyOf={coworkerSaveBodyOf}
      Form={CoworkerForm}
    />
  );
}
