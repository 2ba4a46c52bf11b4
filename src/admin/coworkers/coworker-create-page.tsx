import { PlatformRecordCreatePage } from '../ui/platform-record-pages';
import { coworkerRecord } from './coworker-record';

/** 新增教师 for the platform in the address; back to that platform's list once saved. */
export function CoworkerCreatePage() {
  return <PlatformRecordCreatePage record={coworkerRecord} />;
}
