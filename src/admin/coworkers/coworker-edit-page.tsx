import { PlatformRecordEditPage } from '../ui/platform-record-pages';
import { coworkerRecord } from './coworker-record';

/** 编辑教师: the stored record in the form; back to its platform's list once saved. */
export function CoworkerEditPage() {
  return <PlatformRecordEditPage record={coworkerRecord} />;
}
