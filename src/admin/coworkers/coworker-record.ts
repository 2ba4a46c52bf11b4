import { useDetailsCoworkerQuery, useSaveCoworkerMutation } from '@/api/generated/cms-api';
import { platformRecord } from '../ui/platform-record-pages';
import { CoworkerForm, EMPTY_COWORKER, coworkerFormValuesOf, coworkerSaveBodyOf } from './coworker-form';
import { coworkerMessages } from './messages';

/** 教师: one platform's record, made of its form, its calls and its texts. */
export const coworkerRecord = platformRecord({
  resource: 'coworkers',
  titles: coworkerMessages,
  useDetails: useDetailsCoworkerQuery,
  useSave: useSaveCoworkerMutation,
  nameOf: (record) => record.name,
  emptyValues: EMPTY_COWORKER,
  valuesOf: coworkerFormValuesOf,
  bodyOf: coworkerSaveBodyOf,
  Form: CoworkerForm,
});
