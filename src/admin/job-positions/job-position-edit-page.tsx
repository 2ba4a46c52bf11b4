import { PlatformRecordEditPage } from '../ui/platform-record-pages';
import { jobPositionRecord } from './job-position-record';

/** 编辑职位: the stored record in the form; back to its platform's list once saved. */
export function JobPositionEditPage() {
  return <PlatformRecordEditPage record={jobPositionRecord} />;
}
